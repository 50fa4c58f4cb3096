import type { Profile, TicketStatus } from '@zapdesk/shared';
import { db } from '../../../db/sequelize.js';
import { type Company, Contact, Message, type Queue, Tag, Ticket, TicketTag, type User } from '../../../models/index.js';
import { createCompany, createQueue, createUser, type TestUser } from '../../../test/factories.js';
import { createConnection, joinQueues } from '../ticket-factories.test-kit.js';

// A fixed data set that exercises every filter of GET /tickets (spec §7) and every visibility rule, for the
// comparison test of the ticket list (tickets.list-golden.test.ts). Everything that reaches a response is
// deterministic (names, numbers, timestamps, the order ids are assigned in): only the ids themselves change
// from run to run, and the test replaces them with the labels given here.

/** Who looks at the lists: one of each kind the rules tell apart. */
export const VIEWERS = ['admin', 'boss', 'ana', 'bia', 'sup', 'leo', 'ned'] as const;
export type ViewerLabel = (typeof VIEWERS)[number];

const VIEWER_SPECS: Record<ViewerLabel, { profile: Profile; super?: boolean; queues: QueueLabel[]; allTicket: boolean; name: string }> = {
  admin: { profile: 'admin', queues: [], allTicket: false, name: 'Admin Ana' },
  boss: { profile: 'admin', super: true, queues: ['sales'], allTicket: true, name: 'Boss Super' },
  ana: { profile: 'user', queues: ['sales'], allTicket: false, name: 'Ana Vendas' },
  bia: { profile: 'user', queues: ['sales', 'support'], allTicket: true, name: 'Bia Duas Filas' },
  sup: { profile: 'supervisor', queues: ['support'], allTicket: false, name: 'Sup Visor' },
  leo: { profile: 'user', queues: [], allTicket: true, name: 'Leo Sem Fila' },
  ned: { profile: 'user', queues: [], allTicket: false, name: 'Ned Nada' },
};

const QUEUES = { sales: 'Vendas', support: 'Suporte', billing: 'Cobrança' } as const;
const COLORS = { sales: '#1E88E5', support: '#43A047', billing: '#FB8C00', vip: '#8E24AA', urgent: '#E53935', late: '#6D4C41' } as const;
type QueueLabel = keyof typeof QUEUES;
const TAGS = { vip: 'VIP', urgent: 'Urgente', late: 'Atraso' } as const;
type TagLabel = keyof typeof TAGS;

const STATUSES: TicketStatus[] = ['pending', 'open', 'closed'];
const OWNERS: (ViewerLabel | null)[] = [null, 'ana', 'bia', 'sup', 'leo', 'admin'];
const TICKET_QUEUES: (QueueLabel | null)[] = [null, 'sales', 'support', 'billing'];

// Contact names: several share words, case and accents, and some carry LIKE's wildcards literally.
const NAMES = [
  'Maria Souza',
  'João Pereira',
  'Ana Maria Lima',
  'MARIA SOUZA FILHA',
  'Carlos Antônio',
  'Percentual 100%',
  'under_score',
  'Joana Souza',
  'Pedro Álvares',
  'Mariana Costa',
  'Zé do Boleto',
];
// Bodies searched by text; most tickets have no message at all.
const BODIES = ['Preciso da segunda via do BOLETO', 'Está 100% certo', 'a_b c', 'A Maria Souza pediu retorno', 'Obrigado!'];

const BASE_UPDATED = Date.parse('2026-03-01T12:00:00.000Z');
const BASE_CREATED = Date.parse('2026-02-20T01:30:00.000Z');
const MINUTE = 60_000;

export interface TicketSpec {
  label: string;
  status: TicketStatus;
  owner: ViewerLabel | null;
  queue: QueueLabel | null;
  contactName: string;
  number: string;
  unread: number;
  isGroup: boolean;
  alternateConnection: boolean;
  tags: TagLabel[];
  createdAt: string;
  updatedAt: string;
  bodies: string[];
}

/** Timestamps written as text so microseconds survive (rows written by SQL have them, JS dates do not). */
function stamp(ms: number, micros = 0): string {
  const iso = new Date(ms).toISOString();
  return micros ? `${iso.slice(0, 23)}${String(micros).padStart(3, '0')}Z` : iso;
}

/** The 72 tickets: every status × owner × queue, with the filters' fields varied by position. */
export function ticketSpecs(): TicketSpec[] {
  const specs: TicketSpec[] = [];
  let k = 0;
  for (const status of STATUSES) {
    for (const owner of OWNERS) {
      for (const queue of TICKET_QUEUES) {
        const label = `T${String(k).padStart(2, '0')}`;
        // Every tenth ticket shares the previous one's updatedAt: id decides their order.
        const updatedStep = k % 10 === 3 ? k - 1 : k;
        // Spread over days, so some creation times fall on either side of midnight in São Paulo (UTC-3).
        const created = BASE_CREATED + k * 7 * 60 * MINUTE;
        specs.push({
          label,
          status,
          owner,
          queue,
          contactName: NAMES[k % NAMES.length],
          number: `5511990000${String(k).padStart(2, '0')}`,
          unread: k % 4 === 1 ? 3 : 0,
          isGroup: k % 11 === 5,
          alternateConnection: k % 5 === 4,
          tags: [...(k % 3 === 0 ? (['vip'] as const) : []), ...(k % 4 === 0 ? (['urgent'] as const) : []), ...(k % 9 === 0 ? (['late'] as const) : [])],
          createdAt: stamp(created, k % 7 === 0 ? 789 : 0),
          // Ticket order in the lists scrambles position: (k * 37) mod 72 is a permutation of 0..71.
          updatedAt: stamp(BASE_UPDATED - ((updatedStep * 37) % 72) * 53 * MINUTE, k % 6 === 0 ? 456 : 0),
          bodies: k % 8 === 2 ? [BODIES[((k / 8) % BODIES.length) | 0]] : [],
        });
        k += 1;
      }
    }
  }
  return specs;
}

/** Ids by label, and labels by id, for everything a response names. */
export class Labels {
  private readonly byKind = new Map<string, Map<number, string>>();
  readonly ids = new Map<string, number>();

  add(kind: string, label: string, id: number): void {
    if (!this.byKind.has(kind)) this.byKind.set(kind, new Map());
    this.byKind.get(kind)!.set(id, label);
    this.ids.set(`${kind}:${label}`, id);
  }

  /** The label of an id of a kind; an id the data set did not create shows as `?kind:id`. */
  of(kind: string, id: number | null | undefined): string | null {
    if (id === null || id === undefined) return null;
    return this.byKind.get(kind)?.get(id) ?? `?${kind}:${id}`;
  }

  id(kind: string, label: string): number {
    const id = this.ids.get(`${kind}:${label}`);
    if (id === undefined) throw new Error(`no ${kind} labelled ${label}`);
    return id;
  }
}

export interface ListDataset {
  /** When seeding began (ISO): later timestamps were written by the requests themselves. */
  startedAt: string;
  company: Company;
  other: Company;
  tokens: Record<ViewerLabel, string>;
  labels: Labels;
  uuids: Map<string, string>;
  specs: TicketSpec[];
}

async function createViewer(company: Company, label: ViewerLabel, queues: Record<QueueLabel, Queue>): Promise<TestUser> {
  const spec = VIEWER_SPECS[label];
  const viewer = await createUser(company, { profile: spec.profile, super: spec.super, name: spec.name });
  await viewer.user.update({ allTicket: spec.allTicket ? 'enabled' : 'desabled' });
  await joinQueues(
    viewer.user,
    spec.queues.map((queue) => queues[queue]),
  );
  return viewer;
}

/** Sets a row's timestamps exactly (Sequelize stamps its own on create). */
async function setTimes(table: 'tickets' | 'messages', id: number, createdAt: string, updatedAt: string): Promise<void> {
  await db().query(`UPDATE ${table} SET "createdAt" = :createdAt, "updatedAt" = :updatedAt WHERE id = :id`, { replacements: { id, createdAt, updatedAt } });
  // The recording's tickets were last changed by their last message: the list's order (lastMessageAt) is theirs.
  if (table === 'tickets') await db().query(`UPDATE tickets SET "lastMessageAt" = :updatedAt WHERE id = :id`, { replacements: { id, updatedAt } });
}

/** Another company with look-alike rows: nothing of it may ever show up. */
async function seedOtherCompany(labels: Labels): Promise<Company> {
  const other = await createCompany();
  const admin = await createUser(other, { profile: 'admin', name: 'Outra Admin' });
  labels.add('user', 'other-admin', admin.user.id);
  const connection = await createConnection(other, { isDefault: true, name: 'Outra' });
  const tag = await Tag.create({ name: 'VIP', companyId: other.id });
  labels.add('tag', 'other-vip', tag.id);
  for (let i = 0; i < 3; i += 1) {
    const contact = await Contact.create({ name: 'Maria Souza', number: `5521990000${i}`, companyId: other.id });
    const ticket = await Ticket.create({
      contactId: contact.id,
      whatsappId: connection.id,
      companyId: other.id,
      status: STATUSES[i],
      userId: admin.user.id,
      unreadMessages: 2,
    });
    await TicketTag.create({ ticketId: ticket.id, tagId: tag.id });
    await Message.create({
      wid: `OTHER${ticket.id}`,
      whatsappId: connection.id,
      ticketId: ticket.id,
      contactId: contact.id,
      body: 'Preciso da segunda via do BOLETO',
      companyId: other.id,
    });
    await setTimes('tickets', ticket.id, '2026-02-21T12:00:00.000Z', '2026-03-01T11:00:00.000Z');
    labels.add('ticket', `other-${i}`, ticket.id);
  }
  return other;
}

/** Builds the data set in a fresh company (and another one beside it). */
export async function seedListDataset(): Promise<ListDataset> {
  const startedAt = new Date().toISOString();
  const labels = new Labels();
  const company = await createCompany();
  labels.add('company', 'company', company.id);
  const queues = {} as Record<QueueLabel, Queue>;
  for (const [label, name] of Object.entries(QUEUES) as [QueueLabel, string][]) {
    queues[label] = await createQueue(company, { name, color: COLORS[label] });
    labels.add('queue', label, queues[label].id);
  }
  const tokens = {} as Record<ViewerLabel, string>;
  const users = {} as Record<ViewerLabel, User>;
  for (const label of VIEWERS) {
    const viewer = await createViewer(company, label, queues);
    tokens[label] = viewer.token;
    users[label] = viewer.user;
    labels.add('user', label, viewer.user.id);
  }
  const main = await createConnection(company, { isDefault: true, name: 'Principal' });
  const alternate = await createConnection(company, { name: 'Secundária' });
  labels.add('whatsapp', 'main', main.id);
  labels.add('whatsapp', 'alternate', alternate.id);
  const tags = {} as Record<TagLabel, Tag>;
  for (const [label, name] of Object.entries(TAGS) as [TagLabel, string][]) {
    tags[label] = await Tag.create({ name, color: COLORS[label], companyId: company.id });
    labels.add('tag', label, tags[label].id);
  }

  const specs = ticketSpecs();
  const uuids = new Map<string, string>();
  for (const spec of specs) {
    const contact = await Contact.create({
      name: spec.contactName,
      number: spec.number,
      email: `${spec.label.toLowerCase()}@cliente.test`,
      isGroup: spec.isGroup,
      companyId: company.id,
    });
    labels.add('contact', spec.label, contact.id);
    const whatsapp = spec.alternateConnection ? alternate : main;
    const ticket = await Ticket.create({
      contactId: contact.id,
      whatsappId: whatsapp.id,
      companyId: company.id,
      status: spec.status,
      userId: spec.owner ? users[spec.owner].id : null,
      queueId: spec.queue ? queues[spec.queue].id : null,
      unreadMessages: spec.unread,
      lastMessage: `última de ${spec.label}`,
      isGroup: spec.isGroup,
    });
    labels.add('ticket', spec.label, ticket.id);
    uuids.set(spec.label, ticket.uuid);
    for (const tag of spec.tags) await TicketTag.create({ ticketId: ticket.id, tagId: tags[tag].id });
    for (const body of spec.bodies) {
      await Message.create({ wid: `GOLD${ticket.id}`, whatsappId: whatsapp.id, ticketId: ticket.id, contactId: contact.id, body, companyId: company.id });
    }
    await setTimes('tickets', ticket.id, spec.createdAt, spec.updatedAt);
  }
  const other = await seedOtherCompany(labels);
  return { startedAt, company, other, tokens, labels, uuids, specs };
}

/** The conversation whose history the comparison pages through: T29 (open, Ana's, in Vendas, 3 unread). */
export const CONVERSATION = 'T29';
const CONVERSATION_MESSAGES = 45;
const BASE_MESSAGE = Date.parse('2026-02-28T09:00:00.000Z');

/**
 * 45 messages in the conversation: the customer's and ours, quotes (one of a deleted message), media, a
 * deleted medium, automatic, edited and reacted ones, equal timestamps, and the newest customer messages
 * unread (so its owner's first read marks them).
 */
export async function seedConversation(dataset: ListDataset): Promise<void> {
  const { company, labels } = dataset;
  const ticketId = labels.id('ticket', CONVERSATION);
  const ticket = (await Ticket.findOne({ where: { id: ticketId, companyId: company.id } }))!;
  const ids: number[] = [];
  for (let i = 0; i < CONVERSATION_MESSAGES; i += 1) {
    const fromMe = i % 3 === 0;
    const message = await Message.create({
      wid: `W${String(i).padStart(2, '0')}-${ticketId}`,
      whatsappId: ticket.whatsappId,
      ticketId,
      contactId: fromMe ? null : ticket.contactId,
      body: `mensagem ${i}`,
      fromMe,
      ack: i % 5,
      read: fromMe || i < 40,
      isDeleted: i === 12 || i === 21,
      isEdited: i === 32,
      isAutomatic: i === 30,
      reactions: i === 31 ? [{ by: 'contact', emoji: '👍', fromMe: false }] : [],
      mediaType: i === 20 || i === 21 ? 'image' : 'chat',
      mediaPath: i === 20 || i === 21 ? `media/${i}.jpg` : null,
      mimetype: i === 20 || i === 21 ? 'image/jpeg' : null,
      filename: i === 20 || i === 21 ? `foto-${i}.jpg` : null,
      quotedMsgId: i === 7 ? ids[3] : i === 13 ? ids[12] : null,
      companyId: company.id,
    });
    ids.push(message.id);
    labels.add('message', `M${String(i).padStart(2, '0')}`, message.id);
    // Every tenth message shares the previous one's time (id decides), some times carry microseconds.
    const at = BASE_MESSAGE + (i % 10 === 5 ? i - 1 : i) * MINUTE;
    await setTimes('messages', message.id, stamp(at, i % 7 === 0 ? 321 : 0), stamp(at + 30_000));
  }
}
