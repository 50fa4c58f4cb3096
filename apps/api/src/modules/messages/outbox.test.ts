import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { resetClock, travel } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { LIVENESS_NAMESPACE } from '../../core/liveness.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, OutboxMessage, WhatsappQueue } from '../../models/index.js';
import { createQueue } from '../../test/factories.js';
import { storeOutgoing } from './deliver-messages.js';
import { ACK_FAILED } from './outbox.js';
import { settleOutbox } from './outbox-sender.js';
import { resendAbandonedOutgoing, UNCLAIMED_GRACE_MS } from './resend-abandoned-outgoing.js';
import { conversationTenant, inbound, pipelineTenant, published, storeSentMessage } from './testing/pipeline.js';

// The outbox with the gateway's send faked (outbox.crash.test.ts runs it against real processes and the
// sandbox): order per ticket, claims held by live processes, the sweep, failures.

let send: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(whatsappGateway(), 'profilePicture').mockResolvedValue({ url: null });
  send = vi.fn(async (_c: number, _w: number, message: { id?: string }) => ({ id: message.id ?? 'X', timestamp: 1 }));
  vi.spyOn(whatsappGateway(), 'send').mockImplementation(send);
});
afterEach(async () => {
  await settleOutbox();
  resetClock();
  vi.restoreAllMocks();
});

const sentBodies = () => send.mock.calls.map((call) => (call[2] as { body?: string }).body);

/** Another process alive on the database: it holds a liveness key until `die`. */
async function otherProcess() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const key = randomInt(1, 2 ** 31 - 1);
  await client.query('SELECT pg_advisory_lock($1, $2)', [LIVENESS_NAMESPACE, key]);
  return { key, die: () => client.end() };
}

describe('order', () => {
  it("sends a ticket's messages one at a time in the order they were committed", async () => {
    const { ctx, ticket } = await conversationTenant();
    let inFlight = 0;
    send.mockImplementation(async (_c: number, _w: number, message: { id?: string }) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, randomInt(1, 20)));
      inFlight -= 1;
      return { id: message.id ?? 'X', timestamp: 1 };
    });
    await Promise.all(['um', 'dois', 'três', 'quatro'].map((body) => storeOutgoing(ctx, ticket.id, [{ body }, { body: `${body}!` }])));
    await settleOutbox();
    const stored = await Message.findAll({ where: { companyId: ctx.companyId, ticketId: ticket.id, fromMe: true }, order: [['id', 'ASC']] });
    expect(sentBodies()).toEqual(stored.map((m) => m.body));
    expect(sentBodies()).toHaveLength(8);
    expect(await OutboxMessage.count({ where: { companyId: ctx.companyId } })).toBe(0);
  });

  it('waits behind a head another live process is sending, and sends it first once that process dies', async () => {
    const { ctx, ticket } = await conversationTenant();
    const other = await otherProcess();
    // The other process committed and claimed this one, and is sending it.
    const head = await storeSentMessage(ctx, ticket.id, 'primeira');
    await OutboxMessage.create({
      messageId: head.id,
      companyId: ctx.companyId,
      ticketId: ticket.id,
      attempts: 1,
      claimedBy: other.key,
      claimedAt: new Date(),
      createdAt: new Date(),
    });
    await storeOutgoing(ctx, ticket.id, [{ body: 'segunda' }]);
    await settleOutbox();
    expect(await resendAbandonedOutgoing({ companyIds: [ctx.companyId], wait: true })).toEqual({ resent: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();

    await other.die();
    expect(await resendAbandonedOutgoing({ companyIds: [ctx.companyId], wait: true })).toEqual({ resent: 1, failed: 0 });
    expect(sentBodies()).toEqual(['primeira', 'segunda']);
    expect(send.mock.calls[0][2]).toMatchObject({ id: head.wid });
  });
});

describe('the sweep', () => {
  it('sends a message whose process died after the commit, before claiming it, once the grace period is over', async () => {
    const { ctx, ticket } = await conversationTenant();
    const orphan = await storeSentMessage(ctx, ticket.id, 'órfã');
    await OutboxMessage.create({ messageId: orphan.id, companyId: ctx.companyId, ticketId: ticket.id, createdAt: new Date() });
    // Its committer may still be about to send it: left alone at first.
    expect(await resendAbandonedOutgoing({ companyIds: [ctx.companyId], wait: true })).toEqual({ resent: 0, failed: 0 });
    travel(UNCLAIMED_GRACE_MS + 1000);
    expect(await resendAbandonedOutgoing({ companyIds: [ctx.companyId], wait: true })).toEqual({ resent: 1, failed: 0 });
    expect(send.mock.calls.map((call) => call[2])).toEqual([expect.objectContaining({ id: orphan.wid, body: 'órfã' })]);
    expect(await OutboxMessage.count({ where: { companyId: ctx.companyId } })).toBe(0);
  });
});

describe('failures', () => {
  it('an automatic message WhatsApp refuses is marked not sent (ack -1), not left pending', async () => {
    const tenant = await pipelineTenant();
    const queues = [await createQueue(tenant.company, { name: 'Vendas' }), await createQueue(tenant.company, { name: 'Suporte' })];
    await WhatsappQueue.bulkCreate(queues.map((queue) => ({ whatsappId: tenant.connection.id, queueId: queue.id })));
    send.mockRejectedValue(new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'The sandbox phone is not connected'));
    await tenant.receive(inbound('5511955550000'));
    await settleOutbox();
    const [menu] = await Message.findAll({ where: { companyId: tenant.company.id, isAutomatic: true } });
    expect(menu.ack).toBe(ACK_FAILED);
    expect(published(tenant.company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { id: menu.id, ack: ACK_FAILED } });
    expect(await OutboxMessage.count({ where: { companyId: tenant.company.id } })).toBe(0);
  });

  it("a failed send marks the ticket's later waiting messages not sent too: the conversation never skips one", async () => {
    const { ctx, ticket } = await conversationTenant();
    send.mockRejectedValueOnce(new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'reconnecting'));
    const stored = await storeOutgoing(ctx, ticket.id, [{ body: 'legenda' }, { body: 'depois' }]);
    await settleOutbox();
    expect(send).toHaveBeenCalledTimes(1);
    const acks = await Message.findAll({ where: { companyId: ctx.companyId, id: stored.map((m) => m.id) }, order: [['id', 'ASC']] });
    expect(acks.map((m) => m.ack)).toEqual([ACK_FAILED, ACK_FAILED]);
    // What is committed afterwards goes out as usual.
    await storeOutgoing(ctx, ticket.id, [{ body: 'de novo' }]);
    await settleOutbox();
    expect(sentBodies()).toEqual(['legenda', 'de novo']);
  });
});
