import { randomBytes } from 'node:crypto';
import type { TicketStatus } from '@zapdesk/shared';
import { db } from '../../db/sequelize.js';
import { type Company, Contact, Message, type Queue, Setting, Ticket, TicketTraking, type User, UserQueue, Whatsapp } from '../../models/index.js';
import { createQueue, createTenant, createUser } from '../../test/factories.js';

// Tickets, contacts and connections built straight with the models: the inbound pipeline that creates them
// in production is built separately, and these tests must not depend on it.

let phoneSequence = 0;
/** A phone number unique within the run (digits with country code, as contacts store them). */
export const uniquePhone = () => `55119${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSequence).padStart(5, '0')}`;

export async function createConnection(company: Company, overrides: Partial<Whatsapp> = {}): Promise<Whatsapp> {
  return Whatsapp.create({
    name: `Connection ${randomBytes(3).toString('hex')}`,
    provider: 'sandbox',
    status: 'DISCONNECTED',
    token: randomBytes(32).toString('hex'),
    companyId: company.id,
    ...overrides,
  });
}

export async function createContact(company: Company, overrides: Partial<Contact> = {}): Promise<Contact> {
  return Contact.create({ name: 'Maria Souza', number: uniquePhone(), companyId: company.id, ...overrides });
}

export interface TicketOverrides {
  contact?: Contact;
  whatsapp?: Whatsapp;
  status?: TicketStatus;
  userId?: number | null;
  queueId?: number | null;
  unreadMessages?: number;
  lastMessage?: string;
  isGroup?: boolean;
  /** Written after the insert: Sequelize stamps its own timestamps on create. */
  createdAt?: Date;
  updatedAt?: Date;
  /** The list's order; updatedAt when only that is given (a ticket last changed by its last message). */
  lastMessageAt?: Date;
}

/** A ticket of the company (a new contact and the company's first connection unless given). */
export async function createTicketRow(company: Company, overrides: TicketOverrides = {}): Promise<Ticket> {
  const contact = overrides.contact ?? (await createContact(company, { isGroup: overrides.isGroup ?? false }));
  const whatsapp =
    overrides.whatsapp ??
    (await Whatsapp.findOne({ where: { companyId: company.id }, order: [['id', 'ASC']] })) ??
    (await createConnection(company, { isDefault: true }));
  const ticket = await Ticket.create({
    contactId: contact.id,
    whatsappId: whatsapp.id,
    companyId: company.id,
    status: overrides.status ?? 'pending',
    userId: overrides.userId ?? null,
    queueId: overrides.queueId ?? null,
    unreadMessages: overrides.unreadMessages ?? 0,
    lastMessage: overrides.lastMessage ?? '',
    isGroup: overrides.isGroup ?? contact.isGroup,
  });
  if (overrides.createdAt || overrides.updatedAt || overrides.lastMessageAt) {
    await db().query('UPDATE tickets SET "createdAt" = :createdAt, "updatedAt" = :updatedAt, "lastMessageAt" = :lastMessageAt WHERE id = :id', {
      replacements: {
        id: ticket.id,
        createdAt: overrides.createdAt ?? ticket.createdAt,
        updatedAt: overrides.updatedAt ?? ticket.updatedAt,
        lastMessageAt: overrides.lastMessageAt ?? overrides.updatedAt ?? ticket.lastMessageAt,
      },
    });
  }
  return (await Ticket.findOne({ where: { id: ticket.id, companyId: company.id } }))!;
}

/** The running tracking cycle a pipeline-created ticket would have. */
export async function createTrackingRow(ticket: Ticket): Promise<TicketTraking> {
  return TicketTraking.create({
    ticketId: ticket.id,
    companyId: ticket.companyId,
    whatsappId: ticket.whatsappId,
    userId: ticket.userId,
    queueId: ticket.queueId,
    queuedAt: new Date(),
  });
}

export async function addMessage(ticket: Ticket, body: string): Promise<Message> {
  return Message.create({
    wid: `IN${randomBytes(8).toString('hex')}`,
    whatsappId: ticket.whatsappId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    body,
    companyId: ticket.companyId,
  });
}

export async function joinQueues(user: User, queues: Queue[]): Promise<void> {
  await UserQueue.bulkCreate(queues.map((queue) => ({ userId: user.id, queueId: queue.id })));
}

export async function setSetting(company: Company, key: string, value: string): Promise<void> {
  await Setting.update({ value }, { where: { companyId: company.id, key } });
}

/** A company with a default connection, two queues, an admin and an agent in the first queue. */
export async function ticketsTenant() {
  const tenant = await createTenant();
  const connection = await createConnection(tenant.company, { isDefault: true });
  const sales = await createQueue(tenant.company, { name: 'Vendas' });
  const support = await createQueue(tenant.company, { name: 'Suporte' });
  await joinQueues(tenant.agent.user, [sales]);
  const agent2 = await createUser(tenant.company, { name: 'Second Agent' });
  await joinQueues(agent2.user, [sales]);
  return { ...tenant, connection, sales, support, agent2 };
}

export type TicketsTenant = Awaited<ReturnType<typeof ticketsTenant>>;

/** The recorded `ticket` events of a company (after commit). */
export const ticketEventName = (company: Company) => `company-${company.id}-ticket`;
