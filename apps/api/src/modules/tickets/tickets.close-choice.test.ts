import { describe, expect, it } from 'vitest';
import { api, bearer } from '../../test/http.js';
import { settleOutbox } from '../messages/outbox-sender.js';
import { botTenant, useWhatsappProcess } from '../bot/bot.test-kit.js';

// Issue 18 point 3: with userRating enabled the attendant chooses 'Finalizar com avaliação' (the rating question)
// or 'Finalizar sem avaliação' (the completion message); the Whaticket family's sendFarewellMessage: false closes
// without any closing message (docs/contract.md §7 PUT /tickets/{id}).
useWhatsappProcess();

async function attended() {
  const t = await botTenant({
    connection: { ratingMessage: 'Como foi o atendimento?', complationMessage: 'Obrigado pelo contato!' },
    queues: [{ name: 'Geral' }],
    settings: { userRating: 'enabled' },
  });
  await t.write('Oi');
  const { id } = await t.ticket();
  expect((await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id })).status).toBe(200);
  await t.heard();
  const close = async (body: Record<string, unknown>) => {
    const res = await api()
      .put(`/tickets/${id}`)
      .set(bearer(t.admin.token))
      .send({ status: 'closed', ...body });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('closed');
    await settleOutbox();
  };
  return { ...t, close };
}

describe('closing with userRating enabled', () => {
  it('with rating (the default, or sendRating true) asks the rating question', async () => {
    const t = await attended();
    await t.close({ sendRating: true });
    const [question] = await t.heard();
    expect(question).toMatch(/^Como foi o atendimento\?\n\n/);
    expect((await t.cycles()).at(-1)?.ratingRequestedAt).toBeInstanceOf(Date);
  });

  it('without rating sends the completion message, and a later 1-3 is a new conversation, not a rating', async () => {
    const t = await attended();
    await t.close({ sendRating: false });
    expect(await t.heard()).toEqual(['Obrigado pelo contato!']);
    expect((await t.cycles()).at(-1)?.ratingRequestedAt ?? null).toBeNull();
    await t.write('3');
    expect(await t.ticket()).toMatchObject({ status: 'pending' });
    expect((await t.cycles()).map((c) => c.rating)).toEqual([null, null]);
  });

  it('sendFarewellMessage false closes without any closing message', async () => {
    const t = await attended();
    const before = (await t.outbox()).length;
    await t.close({ sendFarewellMessage: false });
    expect(await t.heard()).toEqual([]);
    expect(await t.outbox()).toHaveLength(before);
  });

  it('refuses a choice that is not a boolean', async () => {
    const t = await attended();
    const { id } = await t.ticket();
    const res = await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'closed', sendRating: 'talvez' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'sendRating' });
  });
});
