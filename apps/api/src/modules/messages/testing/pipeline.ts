import { randomBytes } from 'node:crypto';
import type { SettingKey } from '@zapdesk/shared';
import type { EngineEvent, EngineMessage } from '../../../channels/whatsapp/types.js';
import { systemContext } from '../../../core/context.js';
import { Company, Message, Setting, Ticket, Whatsapp } from '../../../models/index.js';
import { eventsFor } from '../../../test/events.js';
import { createTenant } from '../../../test/factories.js';
import { receiveEngineEvent } from '../receive-engine-event.js';

// Test helpers for the conversations pipeline: a company with a sandbox connection, engine events
// shaped like the providers' and shortcuts to what a test checks.

let sequence = 0;
/** A fresh WhatsApp message id. */
export const wid = () => `TEST${randomBytes(6).toString('hex').toUpperCase()}${++sequence}`;

/** A company (admin + agent) with a connected sandbox connection and a pipeline entry bound to it. */
export async function pipelineTenant() {
  const tenant = await createTenant();
  const connection = await Whatsapp.create({
    name: 'Sandbox', provider: 'sandbox', status: 'CONNECTED', companyId: tenant.company.id, token: randomBytes(32).toString('hex'),
  });
  const ctx = systemContext(tenant.company.id, 'test');
  const receive = (event: EngineEvent) => receiveEngineEvent(ctx, connection.id, event);
  return { ...tenant, connection, ctx, receive };
}

/** A message event from a customer's phone number (override anything, e.g. sender for a LID). */
export function inbound(phone: string, overrides: Partial<EngineMessage> = {}): Extract<EngineEvent, { type: 'message' }> {
  return {
    type: 'message',
    message: {
      id: wid(),
      chatId: `${phone}@s.whatsapp.net`,
      fromMe: false,
      isGroup: false,
      sender: { phone, pushName: 'Maria Cliente' },
      timestamp: Math.floor(Date.now() / 1000),
      body: 'Olá, preciso de ajuda',
      ...overrides,
    },
  };
}

export async function setSetting(company: Company, key: SettingKey, value: string): Promise<void> {
  await Setting.update({ value }, { where: { companyId: company.id, key } });
}

export const ticketsOf = (company: Company) => Ticket.findAll({ where: { companyId: company.id }, order: [['id', 'ASC']] });
export const messagesOf = (company: Company) => Message.findAll({ where: { companyId: company.id }, order: [['id', 'ASC']] });
export const findTicket = (company: Company, id: number) => Ticket.findOne({ where: { id, companyId: company.id } });

/** Payloads of one entity's events published for a company so far. */
export function published<T = Record<string, unknown>>(company: Company, entity: string): T[] {
  return eventsFor(company.id).filter((e) => e.event === `company-${company.id}-${entity}`).map((e) => e.payload as T);
}

/**
 * A tenant with one customer conversation: the ticket (pending, no queue) and its first message,
 * created through the pipeline like a real one.
 */
export async function conversationTenant(phone = '5511955554444') {
  const tenant = await pipelineTenant();
  const first = await tenant.receive(inbound(phone));
  const ticket = (await findTicket(tenant.company, first.ticketId ?? 0))!;
  return { ...tenant, phone, ticket, firstMessageId: first.messageId ?? 0 };
}
