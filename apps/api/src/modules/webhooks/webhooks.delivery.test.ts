import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { systemContext } from '../../core/context.js';
import { observeEvents, publish } from '../../core/events.js';
import { useOutboundAllowList } from '../../core/outbound-url.js';
import { inTransaction } from '../../core/transaction.js';
import { startWebhookProcessor } from '../../jobs/deliver-webhook.job.js';
import { closeQueues, delayedWebhookJobs } from '../../jobs/queues.js';
import { WebhookDelivery } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { inbound, pipelineTenant } from '../messages/testing/pipeline.js';
import { recordWebhookDeliveries } from './record-webhook-deliveries.js';
import { startReceiver } from './webhooks.test-kit.js';

// Webhooks delivered through the real pieces: committed events (core/events.ts observers, as every process
// installs them), Bull's queue and retries, the worker's processor, and a local receiving server that checks
// signatures. This file's queue lives under a Redis prefix of its own, so its processor takes no other file's jobs.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-webhooks-delivery`;

const WAIT = { timeout: 10_000, interval: 50 };
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let stopObserving: () => void;

beforeAll(async () => {
  receiver = await startReceiver();
  useOutboundAllowList('127.0.0.1');
  stopObserving = observeEvents(recordWebhookDeliveries);
  startWebhookProcessor();
});
afterAll(async () => {
  stopObserving();
  useOutboundAllowList('');
  await closeQueues();
  await receiver.close();
});

let pathSequence = 0;
/** A company with a connection, and an endpoint of its on a path of the receiver of its own. */
async function hooked(events: string[]) {
  const tenant = await pipelineTenant();
  const path = `/hook-${++pathSequence}`;
  const res = await api()
    .post('/webhooks')
    .set(bearer(tenant.admin.token))
    .send({ url: receiver.url(path), events });
  expect(res.status).toBe(201);
  receiver.trust(res.body.secret);
  return { ...tenant, path, endpointId: res.body.id as number };
}

const deliveriesOf = (companyId: number) => WebhookDelivery.findAll({ where: { companyId }, order: [['createdAt', 'ASC']] });

describe('webhook deliveries', () => {
  it('delivers a committed message signed; a 500 is retried within a minute, and the retry that gets 200 delivers it', async () => {
    const t = await hooked(['message.created']);
    receiver.answer(t.path, 500);
    const stored = await t.receive(inbound('5511977770001', { body: 'Quero comprar' }));
    await vi.waitFor(() => expect(receiver.at(t.path)).toHaveLength(1), WAIT);
    const [first] = receiver.at(t.path);
    expect(first.verified).toBe(true);
    expect(first.answered).toBe(500);
    expect(first.headers['x-zapdesk-event']).toBe('message.created');
    expect(first.payload).toMatchObject({
      event: 'message.created',
      companyId: t.company.id,
      data: { message: { id: stored.messageId, body: 'Quero comprar' }, ticket: { id: stored.ticketId } },
    });
    expect(first.headers['x-zapdesk-delivery']).toBe(first.payload.id);
    await vi.waitFor(
      async () => expect((await deliveriesOf(t.company.id))[0]).toMatchObject({ state: 'pending', attempts: 1, statusCode: 500, error: 'HTTP 500' }),
      WAIT,
    );
    // Bull holds the retry: due within a minute of the failure. Promoting it stands for the wait.
    let retry: Awaited<ReturnType<typeof delayedWebhookJobs>>[number] | undefined;
    await vi.waitFor(async () => {
      retry = (await delayedWebhookJobs()).find((job) => job.deliveryId === first.payload.id);
      expect(retry).toBeDefined();
    }, WAIT);
    const failedAt = (await deliveriesOf(t.company.id))[0].updatedAt.getTime();
    expect(retry!.dueAt - failedAt).toBeGreaterThan(20_000);
    expect(retry!.dueAt - failedAt).toBeLessThanOrEqual(60_000);
    await retry!.promote();
    await vi.waitFor(() => expect(receiver.at(t.path)).toHaveLength(2), WAIT);
    const second = receiver.at(t.path)[1];
    expect(second).toMatchObject({ verified: true, answered: 200, raw: first.raw });
    expect(second.headers['x-zapdesk-delivery']).toBe(first.payload.id);
    await vi.waitFor(
      async () => expect((await deliveriesOf(t.company.id))[0]).toMatchObject({ state: 'delivered', attempts: 2, statusCode: 200, error: null }),
      WAIT,
    );
    const log = await api().get(`/webhooks/${t.endpointId}/deliveries`).set(bearer(t.admin.token));
    expect(log.body.records).toEqual([
      expect.objectContaining({ id: first.payload.id, event: 'message.created', state: 'delivered', attempts: 2, statusCode: 200 }),
    ]);
  });

  it('tells ticket.created, ticket.updated and ticket.closed apart', async () => {
    const t = await hooked(['ticket.created', 'ticket.closed']);
    const stored = await t.receive(inbound('5511977770002'));
    await vi.waitFor(() => expect(receiver.at(t.path).map((r) => r.payload.event)).toEqual(['ticket.created']), WAIT);
    expect(receiver.at(t.path)[0].payload.data).toMatchObject({ ticket: { id: stored.ticketId, status: 'pending' } });
    await t.receive(inbound('5511977770002', { body: 'de novo' }));
    const closed = await api().put(`/tickets/${stored.ticketId}`).set(bearer(t.admin.token)).send({ status: 'closed' });
    expect(closed.status).toBe(200);
    await vi.waitFor(() => expect(receiver.at(t.path).map((r) => r.payload.event)).toEqual(['ticket.created', 'ticket.closed']), WAIT);
    expect(receiver.at(t.path).every((r) => r.verified)).toBe(true);
  });

  it('sends nothing for a change that rolled back', async () => {
    const t = await hooked(['connection.updated']);
    const ctx = systemContext(t.company.id, 'test');
    const session = {
      id: t.connection.id,
      name: 'Sandbox',
      status: 'CONNECTED' as const,
      qrcode: 'secret-qr',
      retries: 0,
      number: null,
      pairingCode: null,
      updatedAt: new Date().toISOString(),
    };
    await inTransaction(ctx, async (tx) => {
      publish(tx, { entity: 'whatsappSession', payload: { action: 'update', session: { ...session, status: 'OPENING' } } });
      throw new Error('rolled back');
    }).catch(() => undefined);
    await inTransaction(ctx, async (tx) => publish(tx, { entity: 'whatsappSession', payload: { action: 'update', session } }));
    await vi.waitFor(() => expect(receiver.at(t.path)).toHaveLength(1), WAIT);
    expect(receiver.at(t.path)[0].payload.data).toEqual({
      connection: { id: t.connection.id, name: 'Sandbox', status: 'CONNECTED', retries: 0, number: null, updatedAt: session.updatedAt },
    });
  });

  it('sends a test delivery on demand, and resends a delivery with the same id', async () => {
    const t = await hooked(['message.updated']);
    const test = await api().post(`/webhooks/${t.endpointId}/test`).set(bearer(t.admin.token));
    expect(test.status).toBe(202);
    await vi.waitFor(() => expect(receiver.at(t.path)).toHaveLength(1), WAIT);
    expect(receiver.at(t.path)[0]).toMatchObject({ verified: true, payload: { id: test.body.id, event: 'webhook.test' } });
    const resent = await api().post(`/webhooks/${t.endpointId}/deliveries/${test.body.id}/resend`).set(bearer(t.admin.token));
    expect(resent.status).toBe(202);
    await vi.waitFor(() => expect(receiver.at(t.path)).toHaveLength(2), WAIT);
    expect(receiver.at(t.path)[1].payload.id).toBe(test.body.id);
    await vi.waitFor(async () => expect((await deliveriesOf(t.company.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 }), WAIT);
    const unknown = await api().post(`/webhooks/${t.endpointId}/deliveries/7d9f4c43-6c2b-4a8a-9d8e-2f3c1d0b5a61/resend`).set(bearer(t.admin.token));
    expect(unknown.status).toBe(404);
  });

  it('checks the address again at each delivery: a receiver the operator no longer allows is not contacted', async () => {
    const t = await hooked(['message.updated']);
    useOutboundAllowList('');
    try {
      await api().post(`/webhooks/${t.endpointId}/test`).set(bearer(t.admin.token));
      await vi.waitFor(
        async () =>
          expect((await deliveriesOf(t.company.id))[0]).toMatchObject({
            state: 'pending',
            attempts: 1,
            statusCode: null,
            error: expect.stringContaining('refused'),
          }),
        WAIT,
      );
      expect(receiver.at(t.path)).toHaveLength(0);
    } finally {
      useOutboundAllowList('127.0.0.1');
    }
  });
});
