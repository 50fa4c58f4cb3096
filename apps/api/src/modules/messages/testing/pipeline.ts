import { randomBytes } from 'node:crypto';
import type { SettingKey } from '@zapdesk/shared';
import type { EngineEvent, EngineMessage } from '../../../channels/whatsapp/types.js';
import { systemContext, type ServiceContext } from '../../../core/context.js';
import { type Company, Message, Setting, Ticket, Whatsapp } from '../../../models/index.js';
import { eventsFor } from '../../../test/events.js';
import { createTenant } from '../../../test/factories.js';
import { connectSandbox } from '../../../test/whatsapp-process.js';
import { receiveEngineEvent } from '../receive-engine-event.js';
import { insertMessage, newOutgoingId } from '../store-message.js';

// Test helpers for the conversations pipeline: a company with a sandbox connection, engine events
// shaped like the providers' and shortcuts to what a test checks.

let sequence = 0;
/** A fresh WhatsApp message id. */
export const wid = () => `TEST${randomBytes(6).toString('hex').toUpperCase()}${++sequence}`;

export interface PipelineOptions {
  /**
   * Connects the sandbox session in the file's whatsapp process (test/whatsapp-process.ts#useWhatsappProcess),
   * so what the pipeline sends, reads or asks of WhatsApp reaches the simulated phone. Without it the
   * connection is only a CONNECTED row and nothing listens for the gateway calls.
   */
  live?: boolean;
}

/** A company (admin + agent) with a connected sandbox connection and a pipeline entry bound to it. */
export async function pipelineTenant(options: PipelineOptions = {}) {
  const tenant = await createTenant();
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    status: options.live ? 'DISCONNECTED' : 'CONNECTED',
    companyId: tenant.company.id,
    token: randomBytes(32).toString('hex'),
  });
  if (options.live) {
    await connectSandbox(tenant.company.id, connection.id);
    await connection.update({ status: 'CONNECTED' });
  }
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
  return eventsFor(company.id)
    .filter((e) => e.event === `company-${company.id}-${entity}`)
    .map((e) => e.payload as T);
}

/**
 * A tenant with one customer conversation: the ticket (pending, no queue) and its first message,
 * created through the pipeline like a real one.
 */
export async function conversationTenant(phone = '5511955554444', options: PipelineOptions = {}) {
  const tenant = await pipelineTenant(options);
  const first = await tenant.receive(inbound(phone));
  const ticket = (await findTicket(tenant.company, first.ticketId ?? 0))!;
  return { ...tenant, phone, ticket, firstMessageId: first.messageId ?? 0 };
}

/**
 * One of our messages as it stands once WhatsApp took it (ack 0 until the engine acks it): stored under our
 * WhatsApp id and out of the outbox, so nothing sends it during the test.
 */
export async function storeSentMessage(ctx: ServiceContext, ticketId: number, body: string): Promise<Message> {
  const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId } });
  if (!ticket) throw new Error(`no ticket ${ticketId}`);
  const message = await insertMessage(ctx, ticket.whatsappId, {
    wid: newOutgoingId(),
    ticketId,
    contactId: null,
    body,
    fromMe: true,
    mediaType: 'chat',
    ack: 0,
    read: true,
  });
  if (!message) throw new Error('a fresh WhatsApp id collided');
  return message;
}
