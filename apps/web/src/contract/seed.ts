import type { ContactDTO, MessageDTO, QueueDTO, QuickMessageDTO, TagDTO, TicketDTO, WhatsappDTO } from '@zapdesk/shared';
import { createCompany, createUser, signInAsSuperUser } from '../test/live-api';

/** The company the contract suite reads (ids only: it crosses from the global setup to the test workers). */
export interface ContractSeed {
  url: string;
  companyId: number;
  /** The seeded super user, for the platform's routes (announcements). */
  superUser: { id: number; token: string };
  admin: { id: number; token: string };
  agent: { id: number; token: string };
  queueId: number;
  tagId: number;
  laneId: number;
  contactId: number;
  connectionId: number;
  ticket: { id: number; uuid: string };
  messageIds: number[];
  quickMessageId: number;
}

/** A send refused only because WhatsApp is unreachable; anything else stops the seeding. */
function expectSendFailure(error: unknown): void {
  if (!(error instanceof Error) || !error.message.includes('ERR_WAPP_NOT_INITIALIZED')) throw error;
}

/**
 * A company with one of everything the web reads, made through the API as a user would make it (so every
 * DTO the suite reads was written by the API's own use-cases): admin and agent, a queue, a tag and a kanban
 * lane, a contact with extra info, a sandbox connection, an open ticket in the queue with the tag and two
 * messages (the second quoting the first), and a quick message.
 */
export async function seedContractCompany(url: string): Promise<ContractSeed> {
  const root = await signInAsSuperUser(url);
  const companyId = await createCompany(root, 'contrato', { users: 10, connections: 2, queues: 5, campaigns: 10, schedules: 10 });
  const admin = await createUser(root, companyId, 'Ana Contrato', 'admin');
  const agent = await createUser(root, companyId, 'Bruno Contrato');

  const queue = await admin.call<QueueDTO>('POST', '/queue', { name: 'Vendas', color: '#B80000' });
  await admin.call('PUT', `/users/${agent.user.id}`, { queueIds: [queue.id] });
  const tag = await admin.call<TagDTO>('POST', '/tags', { name: 'Cliente VIP', color: '#5C59A0' });
  const lane = await admin.call<TagDTO>('POST', '/tags', { name: 'Negociação', kanban: 1 });
  const contact = await admin.call<ContactDTO>('POST', '/contacts', {
    name: 'Maria Contrato',
    number: '5511988887777',
    email: 'maria@example.com',
    extraInfo: [{ name: 'CPF', value: '123' }],
  });
  const connection = await admin.call<WhatsappDTO>('POST', '/whatsapp', { name: 'Sandbox', provider: 'sandbox', queueIds: [queue.id] });
  const ticket = await admin.call<TicketDTO>('POST', '/tickets', {
    contactId: contact.id,
    queueId: queue.id,
    whatsappId: connection.id,
    userId: admin.user.id,
    status: 'open',
  });
  await admin.call('POST', '/tags/sync', { ticketId: ticket.id, tags: [{ id: tag.id }, { id: lane.id }] });
  // No WhatsApp process runs beside this API: a message is stored (ack 0) before the send is tried, and the
  // 502 that follows is the failed send, not a missing message; the history is what the suite reads.
  const send = (body: string, quotedMsg?: number) => admin.call('POST', `/messages/${ticket.id}`, { body, quotedMsg }).catch(expectSendFailure);
  await send('Olá, Maria!');
  const [first] = (await admin.call<{ messages: MessageDTO[] }>('GET', `/messages/${ticket.id}`)).messages;
  await send('Seu pedido saiu.', first.id);
  const second = (await admin.call<{ messages: MessageDTO[] }>('GET', `/messages/${ticket.id}`)).messages[1];
  const quick = await admin.call<QuickMessageDTO>('POST', '/quick-messages', { shortcode: 'pedido', message: 'Seu pedido saiu.', geral: true });

  return {
    url,
    companyId,
    superUser: { id: root.user.id, token: root.token },
    admin: { id: admin.user.id, token: admin.token },
    agent: { id: agent.user.id, token: agent.token },
    queueId: queue.id,
    tagId: tag.id,
    laneId: lane.id,
    contactId: contact.id,
    connectionId: connection.id,
    ticket: { id: ticket.id, uuid: ticket.uuid },
    messageIds: [first.id, second.id],
    quickMessageId: quick.id,
  };
}
