import { describe, expect, it } from 'vitest';
import { travel } from '../../core/clock.js';
import { api, bearer } from '../../test/http.js';
import { botTenant, useWhatsappProcess } from './bot.test-kit.js';
import { expireInactiveTickets } from './expire-inactive-tickets.js';

useWhatsappProcess();

const MINUTE = 60_000;

/** A connection that closes conversations after 10 silent minutes; `queues` decide what the bot does first. */
async function expiringTenant(queues: { name: string }[] = [{ name: 'Geral' }]) {
  const t = await botTenant({
    connection: { expiresTicket: 10, expiresInactiveMessage: 'Encerramos por inatividade, {{firstName}}.', greetingMessage: 'Escolha:' },
    queues,
  });
  const sweep = () => expireInactiveTickets({ companyIds: [t.company.id] });
  const accept = async () => {
    const res = await api()
      .put(`/tickets/${(await t.ticket()).id}`)
      .set(bearer(t.admin.token))
      .send({ status: 'open', userId: t.admin.user.id });
    expect(res.status).toBe(200);
  };
  const answer = async (body: string) => {
    expect(
      (
        await api()
          .post(`/messages/${(await t.ticket()).id}`)
          .set(bearer(t.admin.token))
          .send({ body })
      ).status,
    ).toBe(201);
  };
  return { ...t, sweep, accept, answer };
}

describe('expiresTicket', () => {
  it('closes an open ticket whose customer did not answer the attendant in time, with the inactivity message', async () => {
    const t = await expiringTenant();
    await t.write('Oi');
    await t.accept();
    await t.answer('Olá! Posso ajudar?');
    travel(9 * MINUTE);
    expect(await t.sweep()).toBe(0);
    expect((await t.ticket()).status).toBe('open');

    travel(MINUTE + 1000);
    expect(await t.sweep()).toBe(1);
    expect(await t.ticket()).toMatchObject({ status: 'closed', userId: t.admin.user.id, unreadMessages: 0 });
    expect(await t.heard()).toEqual(['Encerramos por inatividade, Maria.']);
    const [closing] = (await t.automatic()).slice(-1);
    expect((await t.outbox()).map((m) => m.id)).toContain(closing.wid);
    expect((await t.cycles()).at(-1)?.finishedAt).toBeInstanceOf(Date);
    expect(await t.sweep()).toBe(0);

    // The customer coming back starts a new cycle as usual.
    await t.write('Voltei');
    expect(await t.ticket()).toMatchObject({ status: 'pending' });
    expect(await t.cycles()).toHaveLength(2);
  });

  it("closes a pending ticket whose customer left the bot's menu unanswered", async () => {
    const t = await expiringTenant([{ name: 'Vendas' }, { name: 'Suporte' }]);
    await t.write('Oi');
    travel(11 * MINUTE);
    expect(await t.sweep()).toBe(1);
    expect(await t.ticket()).toMatchObject({ status: 'closed', chatbot: false });
  });

  it('never closes a conversation in which the customer waits for us', async () => {
    // The customer spoke last on an open ticket.
    const spokeLast = await expiringTenant();
    await spokeLast.write('Oi');
    await spokeLast.accept();
    await spokeLast.answer('Um momento');
    await spokeLast.write('Ok, fico aguardando');
    // Pending in its queue after the bot's greeting: an attendant has yet to take it.
    const waiting = await botTenant({
      connection: { expiresTicket: 10, expiresInactiveMessage: 'Encerrado.', greetingMessage: 'Já vamos te atender!' },
      queues: [{ name: 'Geral' }],
      settings: { sendGreetingMessageOneQueues: 'enabled' },
    });
    await waiting.write('Oi');
    expect(await waiting.heard()).toEqual(['Já vamos te atender!']);
    travel(60 * MINUTE);
    expect(await expireInactiveTickets({ companyIds: [spokeLast.company.id, waiting.company.id] })).toBe(0);
    expect((await spokeLast.ticket()).status).toBe('open');
    expect((await waiting.ticket()).status).toBe('pending');
  });
});
