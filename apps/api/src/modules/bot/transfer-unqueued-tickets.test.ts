import { describe, expect, it } from 'vitest';
import { travel } from '../../core/clock.js';
import type { TicketTarget } from '../../core/events.js';
import { eventsFor } from '../../test/events.js';
import { createQueue } from '../../test/factories.js';
import { botTenant, useWhatsappProcess } from './bot.test-kit.js';
import { transferUnqueuedTickets } from './transfer-unqueued-tickets.js';

useWhatsappProcess();

const MINUTE = 60_000;

/** A customer left in the two-queue menu of a connection that transfers after 5 minutes to Atendimento. */
async function waitingTenant(connection: { timeToTransfer?: number | null; withTransferQueue?: boolean } = {}) {
  const t = await botTenant({ connection: { greetingMessage: 'Escolha:' }, queues: [{ name: 'Vendas' }, { name: 'Suporte' }] });
  const fallback = await createQueue(t.company, { name: 'Atendimento' });
  await t.connection.update({
    timeToTransfer: connection.timeToTransfer === undefined ? 5 : connection.timeToTransfer,
    transferQueueId: connection.withTransferQueue === false ? null : fallback.id,
  });
  await t.write('Oi');
  await t.heard();
  const sweep = () => transferUnqueuedTickets({ companyIds: [t.company.id] });
  return { ...t, fallback, sweep };
}

describe('timeToTransfer', () => {
  it('moves a ticket still without a queue to the transfer queue once the time has passed, once', async () => {
    const t = await waitingTenant();
    expect(await t.sweep()).toBe(0);
    travel(4 * MINUTE);
    expect(await t.sweep()).toBe(0);
    expect((await t.ticket()).queueId).toBeNull();

    travel(MINUTE + 1000);
    expect(await t.sweep()).toBe(1);
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.fallback.id, chatbot: false });
    expect((await t.cycles()).at(-1)?.queueId).toBe(t.fallback.id);
    // The no-queue audience drops it, the queue's members get it.
    const moved = eventsFor(t.company.id)
      .filter((e) => e.event === `company-${t.company.id}-ticket`)
      .at(-1);
    expect((moved?.target as TicketTarget).audience).toMatchObject({ queueIds: [t.fallback.id], unqueued: true });
    expect(await t.sweep()).toBe(0);

    // The bot is done with it: a menu number is just a message now.
    await t.write('1');
    expect(await t.heard()).toEqual([]);
    expect((await t.ticket()).queueId).toBe(t.fallback.id);
  });

  it('leaves alone a ticket that found its queue, one an attendant owns, and connections without the rule', async () => {
    const chose = await waitingTenant();
    await chose.write('2');
    const owned = await waitingTenant();
    await (await owned.ticket()).update({ status: 'open', userId: owned.admin.user.id });
    const noQueue = await waitingTenant({ withTransferQueue: false });
    const noTime = await waitingTenant({ timeToTransfer: null });
    travel(30 * MINUTE);
    const companyIds = [chose, owned, noQueue, noTime].map((t) => t.company.id);
    expect(await transferUnqueuedTickets({ companyIds })).toBe(0);
    expect((await chose.ticket()).queueId).toBe(chose.queues[1].id);
    expect((await owned.ticket()).queueId).toBeNull();
    expect((await noQueue.ticket()).queueId).toBeNull();
    expect((await noTime.ticket()).queueId).toBeNull();
  });
});
