import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Queue, Tag, User, UserQueue, Whatsapp } from '@zapdesk/api/src/models/index.js';
import { createCompany, createUser } from '@zapdesk/api/src/test/factories.js';
import { DATABASE_URL } from '../bench-env.js';
import { BULK_CONTACTS, BULK_MESSAGES, BULK_TAGS, BULK_TICKETS } from './bulk-sql.js';

export interface TicketsSize {
  tickets: number;
  messagesPerTicket: number;
}

/** The users the load runs as, in the company with the full-size data. */
export interface SeededTickets {
  companyId: number;
  adminId: number;
  agentId: number;
  /** A ticket with the seeded number of messages (the history scenario reads its newest page). */
  conversationId: number;
  size: TicketsSize;
}

const PREFIX = 'bench-tickets-';
const companyName = (size: TicketsSize) => `${PREFIX}${size.tickets}x${size.messagesPerTicket}`;
/** Another tenant with a tenth of the rows, so every query has to keep to its own company. */
const otherName = (size: TicketsSize) => `${companyName(size)}-other`;
const AGENTS = 10;

/**
 * 'present' when this size is fully seeded; 'stale' when another size or an interrupted seed is there
 * (the caller starts the database afresh: deleting a million messages costs more than re-seeding).
 */
export async function seedState(size: TicketsSize): Promise<'present' | 'absent' | 'stale'> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  const connected = await client.connect().then(
    () => true,
    () => false,
  );
  if (!connected) return 'absent';
  try {
    const table = await client.query(`SELECT to_regclass('companies') AS found`);
    if (!table.rows[0].found) return 'absent';
    const { rows } = await client.query<{ name: string }>('SELECT name FROM companies WHERE name LIKE $1', [`${PREFIX}%`]);
    const names = new Set(rows.map((row) => row.name));
    if (!names.size) return 'absent';
    return names.size === 2 && names.has(companyName(size)) && names.has(otherName(size)) ? 'present' : 'stale';
  } finally {
    await client.end();
  }
}

/** The company's users, queues, connection and tags through the API's models and factories. */
async function createCast(name: string) {
  const company = await createCompany({ name: `${name}-seeding` });
  const slug = `${company.id}.bench`;
  const admin = await createUser(company, { profile: 'admin', name: 'Bench Admin', email: `admin@${slug}` });
  const agents: Awaited<ReturnType<typeof createUser>>[] = [];
  for (let k = 1; k <= AGENTS; k += 1) agents.push(await createUser(company, { name: `Atendente ${k}`, email: `agent${k}@${slug}` }));
  const queues: Queue[] = [];
  for (const [queueName, color] of [
    ['Vendas', '#1E88E5'],
    ['Suporte', '#43A047'],
    ['Financeiro', '#FB8C00'],
  ]) {
    queues.push(await Queue.create({ name: queueName, color, companyId: company.id }));
  }
  // The first agent works two queues, the others one each: pending tickets split by queue.
  await UserQueue.bulkCreate([
    { userId: agents[0].user.id, queueId: queues[0].id },
    { userId: agents[0].user.id, queueId: queues[1].id },
    ...agents.slice(1).map((agent, k) => ({ userId: agent.user.id, queueId: queues[k % queues.length].id })),
  ]);
  const whatsapp = await Whatsapp.create({
    name: 'Bench',
    provider: 'sandbox',
    companyId: company.id,
    token: randomBytes(32).toString('hex'),
    isDefault: true,
  });
  const tags: Tag[] = [];
  for (const tagName of ['VIP', 'Reclamação', 'Orçamento', 'Retorno', 'Atraso']) tags.push(await Tag.create({ name: tagName, companyId: company.id }));
  return {
    companyId: company.id,
    whatsappId: whatsapp.id,
    adminId: admin.user.id,
    agentIds: agents.map((a) => a.user.id),
    queueIds: queues.map((q) => q.id),
    tagIds: tags.map((t) => t.id),
  };
}

type Cast = Awaited<ReturnType<typeof createCast>>;

/** Contacts, tickets, tags and messages of one company (inside the caller's transaction). */
async function insertConversations(client: pg.Client, cast: Cast, size: TicketsSize): Promise<void> {
  await client.query(BULK_CONTACTS, [cast.companyId, cast.whatsappId, size.tickets]);
  await client.query(BULK_TICKETS, [cast.companyId, cast.whatsappId, cast.agentIds, cast.queueIds]);
  await client.query(BULK_TAGS, [cast.companyId, cast.tagIds]);
  await client.query(BULK_MESSAGES, [cast.companyId, cast.whatsappId, size.messagesPerTicket]);
}

const BULK_TABLES = ['contacts', 'tickets', 'ticket_tags', 'messages'];

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilt afterwards (the usual way to
 * bulk load: one sorted build instead of a million index insertions, trigram GIN ones above all). The
 * definitions are read from the database, so the indexes the migrations made come back as they were;
 * indexes behind constraints (primary keys) stay.
 */
async function withoutSecondaryIndexes(client: pg.Client, load: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [BULK_TABLES],
  );
  for (const { name } of rows) await client.query(`DROP INDEX "${name.replace(/"/g, '""')}"`);
  await load();
  for (const { definition } of rows) await client.query(definition);
}

/** Seeds the two companies unless this size is there already; answers who the load runs as. */
export async function seedTickets(size: TicketsSize): Promise<SeededTickets> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [companyName(size)]);
    let companyId = found.rows[0]?.id;
    if (!companyId) {
      const started = performance.now();
      const other = { tickets: Math.ceil(size.tickets / 10), messagesPerTicket: size.messagesPerTicket };
      const mainCast = await createCast(companyName(size));
      const otherCast = await createCast(otherName(size));
      // One transaction: an interrupted seed leaves only the '-seeding' companies, which the next run replaces.
      await client.query('BEGIN');
      // A bulk load's WAL need not be flushed at commit, and index builds get room to sort in memory.
      await client.query('SET LOCAL synchronous_commit = off');
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      await withoutSecondaryIndexes(client, async () => {
        await insertConversations(client, mainCast, size);
        await insertConversations(client, otherCast, other);
      });
      await client.query('UPDATE companies SET name = $2 WHERE id = $1', [mainCast.companyId, companyName(size)]);
      await client.query('UPDATE companies SET name = $2 WHERE id = $1', [otherCast.companyId, otherName(size)]);
      await client.query('COMMIT');
      for (const table of BULK_TABLES) await client.query(`VACUUM ANALYZE ${table}`);
      companyId = mainCast.companyId;
      console.log(
        `seeded ${size.tickets} + ${other.tickets} tickets and ${(size.tickets + other.tickets) * size.messagesPerTicket} messages ` +
          `in two companies in ${((performance.now() - started) / 1000).toFixed(1)}s (kept for the next runs; --reseed starts over)`,
      );
    }
    const admin = await User.findOne({ where: { companyId, profile: 'admin' }, attributes: ['id'] });
    const agent = await User.findOne({ where: { companyId, name: 'Atendente 1' }, attributes: ['id'] });
    if (!admin || !agent) throw new Error('the seeded company lost its users: run with --reseed');
    const conversation = await client.query<{ id: number }>(
      `SELECT id FROM tickets WHERE "companyId" = $1 AND status = 'open' ORDER BY "lastMessageAt" DESC, id DESC LIMIT 1`,
      [companyId],
    );
    return { companyId, adminId: admin.id, agentId: agent.id, conversationId: conversation.rows[0].id, size };
  } finally {
    await client.end();
  }
}
