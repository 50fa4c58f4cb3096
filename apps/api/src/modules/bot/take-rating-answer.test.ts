import { describe, expect, it } from 'vitest';
import { api, bearer } from '../../test/http.js';
import { settleOutbox } from '../messages/outbox-sender.js';
import { botTenant, line, useWhatsappProcess } from './bot.test-kit.js';

useWhatsappProcess();

const question = (intro: string) => `${intro}\n\n${line(1, 'Insatisfeito')}\n${line(2, 'Satisfeito')}\n${line(3, 'Muito satisfeito')}`;

/** A customer already attended in the only queue; `resolve` is the attendant's Resolve button. */
async function attendedTenant(setup: { userRating: 'enabled' | 'disabled'; queueCompletion?: string }) {
  const t = await botTenant({
    connection: { ratingMessage: 'Como foi o atendimento, {{firstName}}?', complationMessage: 'Obrigado pelo contato!' },
    queues: [{ name: 'Geral', completionMessage: setup.queueCompletion ?? '' }],
    settings: { userRating: setup.userRating },
  });
  await t.write('Oi');
  const { id } = await t.ticket();
  expect((await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id })).status).toBe(200);
  await t.heard();
  const resolve = async () => {
    const res = await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'closed' });
    expect(res.status).toBe(200);
    await settleOutbox();
  };
  return { ...t, resolve };
}

describe('rating (userRating enabled)', () => {
  it('Resolve asks for the rating instead of the completion message; 1-3 is recorded, thanked and the ticket stays closed', async () => {
    const t = await attendedTenant({ userRating: 'enabled' });
    await t.resolve();
    expect(await t.heard()).toEqual([question('Como foi o atendimento, Maria?')]);
    const stored = await t.automatic();
    expect((await t.outbox()).map((m) => m.id)).toContain(stored.at(-1)?.wid);
    expect((await t.cycles()).at(-1)).toMatchObject({ rating: null, ratingAt: null });
    expect((await t.cycles()).at(-1)?.ratingRequestedAt).toBeInstanceOf(Date);

    await t.write(' 3 ');
    expect(await t.heard()).toEqual(['Obrigado pelo contato!']);
    expect(await t.ticket()).toMatchObject({ status: 'closed', unreadMessages: 0 });
    const cycles = await t.cycles();
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatchObject({ rating: 3 });
    expect(cycles[0].ratingAt).toBeInstanceOf(Date);

    // Rated once: the next message is a new conversation, and the rating stays.
    await t.write('2');
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.queues[0].id });
    const after = await t.cycles();
    expect(after).toHaveLength(2);
    expect(after.map((c) => c.rating)).toEqual([3, null]);
  });

  it('any other reply starts a new cycle and leaves the question unanswered', async () => {
    const t = await attendedTenant({ userRating: 'enabled' });
    await t.resolve();
    await t.heard();
    await t.write('Na verdade preciso de mais uma coisa');
    expect(await t.ticket()).toMatchObject({ status: 'pending', unreadMessages: 1, queueId: t.queues[0].id });
    await t.write('1');
    const cycles = await t.cycles();
    expect(cycles).toHaveLength(2);
    expect(cycles.map((c) => c.rating)).toEqual([null, null]);
    expect(await t.heard()).toEqual([]);
  });

  it("uses the default question in the company's language when no rating message is set", async () => {
    const t = await botTenant({ queues: [{ name: 'Geral' }], settings: { userRating: 'enabled', language: 'en' } });
    await t.write('Hi');
    const res = await api()
      .put(`/tickets/${(await t.ticket()).id}`)
      .set(bearer(t.admin.token))
      .send({ status: 'closed' });
    expect(res.status).toBe(200);
    expect(await t.heard()).toEqual([
      `Please rate our service by replying with a number:\n\n${line(1, 'Dissatisfied')}\n${line(2, 'Satisfied')}\n${line(3, 'Very satisfied')}`,
    ]);
  });
});

describe('completion message (userRating disabled)', () => {
  it("Resolve sends the queue's completion message, else the connection's; a later 1-3 is just a new message", async () => {
    const withQueueText = await attendedTenant({ userRating: 'disabled', queueCompletion: 'Até logo, {{firstName}}!' });
    await withQueueText.resolve();
    expect(await withQueueText.heard()).toEqual(['Até logo, Maria!']);

    const t = await attendedTenant({ userRating: 'disabled' });
    await t.resolve();
    expect(await t.heard()).toEqual(['Obrigado pelo contato!']);
    await t.write('3');
    expect(await t.ticket()).toMatchObject({ status: 'pending' });
    expect((await t.cycles()).map((c) => c.rating)).toEqual([null, null]);
  });
});
