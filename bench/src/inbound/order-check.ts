import pg from 'pg';
import { DATABASE_URL } from '../bench-env.js';
import type { SimulatedMessage } from './inject.js';
import type { AppMessageListener } from './socket-listener.js';

export interface OrderCheck {
  checked: number;
  /** Messages stored (or whose event arrived) before a message the same customer wrote earlier. */
  outOfOrder: number;
}

/**
 * Every message checked against its chat's order: in Postgres (each ticket's messages by id) and on the
 * socket (each ticket's create events in arrival order), each must come after the customer's previous one.
 */
export async function checkChatOrder(
  companyId: number,
  messages: SimulatedMessage[],
  listener: AppMessageListener,
): Promise<{ database: OrderCheck; socket: OrderCheck }> {
  const seqOf = new Map(messages.map((m) => [m.wid, m.seq]));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const byTicket = new Map<number, string[]>();
  try {
    const { rows } = await client.query<{ ticketId: number; wid: string }>(
      'SELECT "ticketId", wid FROM messages WHERE "companyId" = $1 AND wid = ANY($2) ORDER BY id',
      [companyId, messages.map((m) => m.wid)],
    );
    for (const row of rows) byTicket.set(row.ticketId, [...(byTicket.get(row.ticketId) ?? []), row.wid]);
  } finally {
    await client.end();
  }
  const check = (lists: Iterable<string[]>): OrderCheck => {
    let checked = 0;
    let outOfOrder = 0;
    for (const wids of lists) {
      let previous = -1;
      for (const wid of wids) {
        const seq = seqOf.get(wid);
        if (seq === undefined) continue;
        checked += 1;
        if (seq < previous) outOfOrder += 1;
        previous = Math.max(previous, seq);
      }
    }
    return { checked, outOfOrder };
  };
  return { database: check(byTicket.values()), socket: check(listener.orderByTicket.values()) };
}
