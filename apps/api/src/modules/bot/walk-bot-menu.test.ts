import { describe, expect, it } from 'vitest';
import { travel } from '../../core/clock.js';
import { eventsFor } from '../../test/events.js';
import { api, bearer } from '../../test/http.js';
import type { TicketTarget } from '../../core/events.js';
import { Setting, type Whatsapp } from '../../models/index.js';
import { addOptions, botTenant, line, setNow, useWhatsappProcess } from './bot.test-kit.js';

useWhatsappProcess();

const MINUTE = 60_000;

/** Two queues on the connection, Suporte with a two-level option tree. Suporte is created first but ordered second. */
async function supportTenant(connection: Partial<Whatsapp> = {}) {
  const t = await botTenant({
    connection: { greetingMessage: 'Olá {{firstName}}! Escolha um setor:', ...connection },
    queues: [
      { name: 'Suporte', greetingMessage: 'Suporte técnico, escolha:', orderQueue: 2 },
      { name: 'Vendas', greetingMessage: 'Bem-vindo a Vendas! Um vendedor já vai te atender.', orderQueue: 1 },
    ],
  });
  const [support, sales] = t.queues;
  const options = await addOptions(support, [
    {
      title: 'Internet',
      message: 'Problemas com internet:',
      children: [
        { title: 'Lenta', message: 'Reinicie o modem. Um atendente já vai falar com você.' },
        { title: 'Sem sinal', message: 'Aguarde um atendente.' },
      ],
    },
    { title: 'Telefone', message: 'Telefone: aguarde um atendente.' },
  ]);
  return { ...t, support, sales, options };
}

const queueMenu = ['Olá Maria! Escolha um setor:', [line(1, 'Vendas'), line(2, 'Suporte')].join('\n')].join('\n\n');
const supportMenu = ['Suporte técnico, escolha:', [line(1, 'Internet'), line(2, 'Telefone'), line(0, 'Voltar')].join('\n')].join('\n\n');
const internetMenu = ['Problemas com internet:', [line(1, 'Lenta'), line(2, 'Sem sinal'), line(0, 'Voltar'), line('#', 'Menu inicial')].join('\n')].join(
  '\n\n',
);

describe('the bot menu: queues, the option tree, 0 and #', () => {
  it('walks menu → queue → options → 0 → # → leaf, then leaves the ticket to the attendant who accepts it', async () => {
    const t = await supportTenant();
    await t.write('Oi');
    expect(await t.heard()).toEqual([queueMenu]);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: true, queueId: null });

    await t.write('2');
    expect(await t.heard()).toEqual([supportMenu]);
    expect(await t.ticket()).toMatchObject({ chatbot: true, queueId: t.support.id, queueOptionId: null });

    await t.write('1');
    expect(await t.heard()).toEqual([internetMenu]);
    expect((await t.ticket()).queueOptionId).toBe(t.options.Internet.id);

    await t.write('0');
    expect(await t.heard()).toEqual([supportMenu]);
    expect(await t.ticket()).toMatchObject({ queueId: t.support.id, queueOptionId: null });

    await t.write('1');
    expect(await t.heard()).toEqual([internetMenu]);
    await t.write('#');
    expect(await t.heard()).toEqual([queueMenu]);
    expect(await t.ticket()).toMatchObject({ chatbot: true, queueId: null, queueOptionId: null });
    // Leaving the queue for the menu: the queue's members are told (the state before), and the no-queue audience now sees it.
    const back = eventsFor(t.company.id)
      .filter((e) => e.event === `company-${t.company.id}-ticket`)
      .at(-1);
    expect((back?.target as TicketTarget).audience).toMatchObject({ queueIds: [t.support.id], unqueued: true });

    for (const reply of ['2', '1']) await t.write(reply);
    await t.heard();
    await t.write('1');
    expect(await t.heard()).toEqual(['Reinicie o modem. Um atendente já vai falar com você.']);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: false, queueId: t.support.id, queueOptionId: t.options.Lenta.id });
    // The cycle records the queue the bot chose.
    expect((await t.cycles()).at(-1)).toMatchObject({ queueId: t.support.id, finishedAt: null });

    await t.write('alô?');
    expect(await t.heard()).toEqual([]);
    const accepted = await api()
      .put(`/tickets/${(await t.ticket()).id}`)
      .set(bearer(t.admin.token))
      .send({ status: 'open', userId: t.admin.user.id });
    expect(accepted.status).toBe(200);
    await t.write('1');
    expect(await t.heard()).toEqual([]);

    // Every answer was stored in the ticket as an automatic message and reached the customer's phone.
    const stored = await t.automatic();
    expect(stored.every((m) => m.fromMe && m.isAutomatic)).toBe(true);
    expect((await t.outbox()).map((m) => m.id).sort()).toEqual(stored.map((m) => m.wid).sort());
  });

  it('enters a queue without options with its greeting and stops there', async () => {
    const t = await supportTenant();
    await t.write('Bom dia');
    await t.heard();
    await t.write(' 1 ');
    expect(await t.heard()).toEqual(['Bem-vindo a Vendas! Um vendedor já vai te atender.']);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: false, queueId: t.sales.id });
    await t.write('2');
    expect(await t.heard()).toEqual([]);
    expect((await t.ticket()).queueId).toBe(t.sales.id);
  });

  it("fills the message variables of the greeting in the company's zone and language", async () => {
    const t = await supportTenant({ greetingMessage: '{{ms}}, {{firstName}}! Protocolo {{protocol}} às {{hora}}. ({{name}})' });
    // 14:05:09 UTC is 11:05:09 in São Paulo (the default zone); the clock is set just before the customer writes.
    setNow('2026-03-10T14:05:09Z');
    await t.write('Oi');
    const { id } = await t.ticket();
    expect((await t.heard())[0]).toBe(
      `Bom dia, Maria! Protocolo 20260310110509${id} às 11:05:09. (Maria Cliente)\n\n${line(1, 'Vendas')}\n${line(2, 'Suporte')}`,
    );
  });
});

describe('invalid replies', () => {
  it('re-sends the menu at most maxUseBotQueues times, then stays silent until timeUseBotQueues restarts the count', async () => {
    const t = await supportTenant({ maxUseBotQueues: 2, timeUseBotQueues: 10 });
    await t.write('Oi');
    expect(await t.heard()).toEqual([queueMenu]);
    await t.write('banana');
    await t.write('7');
    expect(await t.heard()).toEqual([queueMenu, queueMenu]);
    await t.write('ainda aí?');
    await t.write('0');
    expect(await t.heard()).toEqual([]);
    expect(await t.ticket()).toMatchObject({ amountUsedBotQueues: 2, chatbot: true, queueId: null });

    travel(9 * MINUTE);
    await t.write('???');
    expect(await t.heard()).toEqual([]);
    travel(2 * MINUTE);
    await t.write('???');
    expect(await t.heard()).toEqual([queueMenu]);
    // A valid choice still routes the customer.
    await t.write('1');
    expect((await t.ticket()).queueId).toBe(t.sales.id);
  });

  it('counts invalid replies inside the option tree too, re-sending the current level', async () => {
    const t = await supportTenant({ maxUseBotQueues: 1 });
    await t.write('Oi');
    await t.write('2');
    await t.write('1');
    await t.heard();
    await t.write('9');
    expect(await t.heard()).toEqual([internetMenu]);
    await t.write('9');
    expect(await t.heard()).toEqual([]);
  });
});

describe('a connection with one queue', () => {
  it('puts the ticket in the queue without a word when sendGreetingMessageOneQueues is disabled', async () => {
    const t = await botTenant({ connection: { greetingMessage: 'Olá!' }, queues: [{ name: 'Geral', greetingMessage: 'Fila geral' }] });
    await t.write('Oi');
    expect(await t.heard()).toEqual([]);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: false, queueId: t.queues[0].id });
    expect((await t.cycles()).at(-1)?.queueId).toBe(t.queues[0].id);
  });

  it("greets with the connection's greeting (else the queue's) when sendGreetingMessageOneQueues is enabled", async () => {
    const t = await botTenant({
      connection: { greetingMessage: 'Olá {{name}}, já vamos te atender!' },
      queues: [{ name: 'Geral', greetingMessage: 'Fila geral' }],
      settings: { sendGreetingMessageOneQueues: 'enabled' },
    });
    await t.write('Oi');
    expect(await t.heard()).toEqual(['Olá Maria Cliente, já vamos te atender!']);
    expect((await t.ticket()).queueId).toBe(t.queues[0].id);
    await t.write('Oi de novo');
    expect(await t.heard()).toEqual([]);

    const queueOnly = await botTenant({ queues: [{ name: 'Geral', greetingMessage: 'Fila geral' }], settings: { sendGreetingMessageOneQueues: 'enabled' } });
    await queueOnly.write('Oi');
    expect(await queueOnly.heard()).toEqual(['Fila geral']);
  });

  it("shows the only queue's options as the first menu: 0 is not offered there, # from below goes back to it", async () => {
    const t = await botTenant({ queues: [{ name: 'Geral', greetingMessage: 'Escolha:' }] });
    await addOptions(t.queues[0], [
      { title: 'Boletos', message: 'Boletos:', children: [{ title: '2ª via', message: 'Um atendente envia a 2ª via.' }] },
      { title: 'Outros' },
    ]);
    await t.write('Oi');
    expect(await t.heard()).toEqual([`Escolha:\n\n${line(1, 'Boletos')}\n${line(2, 'Outros')}`]);
    await t.write('1');
    expect(await t.heard()).toEqual([`Boletos:\n\n${line(1, '2ª via')}\n${line(0, 'Voltar')}`]);
    await t.write('#');
    expect(await t.heard()).toEqual([`Escolha:\n\n${line(1, 'Boletos')}\n${line(2, 'Outros')}`]);
    expect(await t.ticket()).toMatchObject({ queueId: t.queues[0].id, queueOptionId: null, chatbot: true });
  });
});

describe('where the bot never speaks', () => {
  it('stays out of groups', async () => {
    const t = await supportTenant();
    await Setting.update({ value: 'disabled' }, { where: { companyId: t.company.id, key: 'CheckMsgIsGroup' } });
    await t.write('Oi grupo', { chatId: '120363011112222333@g.us', isGroup: true, groupName: 'Equipe', sender: { phone: '5511900001111', pushName: 'Ana' } });
    expect(await t.heard()).toEqual([]);
    expect(await t.ticket()).toMatchObject({ isGroup: true, status: 'pending', chatbot: false, queueId: null });
  });

  it('stays out of a ticket an attendant owns', async () => {
    const t = await supportTenant();
    await t.write('Oi');
    await t.heard();
    await (await t.ticket()).update({ status: 'open', userId: t.admin.user.id });
    await t.write('2');
    expect(await t.heard()).toEqual([]);
    expect((await t.ticket()).queueId).toBeNull();
  });

  it('does not start again when an attendant returns the ticket to the waiting list', async () => {
    const t = await supportTenant();
    await t.write('Oi');
    await t.write('2');
    await t.heard();
    const { id } = await t.ticket();
    expect((await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id })).status).toBe(200);
    expect((await api().put(`/tickets/${id}`).set(bearer(t.admin.token)).send({ status: 'pending', userId: null })).status).toBe(200);
    await t.write('1');
    expect(await t.heard()).toEqual([]);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: false, queueId: t.support.id });
  });
});
