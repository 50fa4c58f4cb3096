import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession } from '../tests/api';
import { bubble, openMenu, outbox, row, uniqueNumber } from '../tests/conversation';
import { expect, test, type Account, type Tenant } from '../tests/fixtures';
import { connectionsOf } from '../tests/sandbox';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen, type Width } from './shots';

// Review aid: the tickets screen, the product's main one, with a real conversation in it: customer and attendant
// messages, answers quoting a message on each side, reactions each way; then the reply being written above the box,
// a message's menu and select mode. At phone and desktop width, light and dark.

interface Queue {
  id: number;
}
interface Message {
  id: number;
  wid: string | null;
  body: string;
}
interface Listed {
  tickets: { id: number; contact: { name: string } }[];
}

const AGENT = 'Ana Souza';
const MARIA = 'Maria Oliveira';

/** The conversation the pictures show, in order: who writes, what, and which earlier line it answers. */
const CONVERSATION = [
  { from: 'customer', text: 'Oi, boa tarde! Vi o sofá retrátil no site de vocês.' },
  { from: 'customer', text: 'Ele ainda está disponível na cor cinza?' },
  { from: 'agent', text: 'Boa tarde, Maria! Está sim, temos a pronta entrega.' },
  { from: 'customer', text: 'Ótimo! Qual o prazo de entrega para Campinas?' },
  { from: 'agent', text: 'Para Campinas o prazo é de 3 a 5 dias úteis, com frete grátis.', quotes: 'Qual o prazo de entrega' },
  { from: 'customer', text: 'Perfeito, vou fechar o pedido então 😊', quotes: 'Para Campinas o prazo' },
  { from: 'agent', text: 'Combinado! Vou te enviar o link de pagamento.' },
  { from: 'customer', text: 'Aceita Pix?' },
] as const;

/**
 * Ana, of the connection's queue, serves Maria (the conversation above, with Ana's 👍 on Maria's 'Perfeito' and
 * Maria's ❤️ on Ana's answer about the delivery) and Juliana, while Carlos waits, so the list has rows. Returns Ana.
 */
async function seedConversation(tenant: Tenant, request: APIRequestContext): Promise<Account> {
  const admin = tenant.api;
  const sales = await admin.send<Queue>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
  const agent = await tenant.addUser({ name: AGENT, queueIds: [sales.id] });
  // Ana's API session comes before her browser's sign-in: a later one would end the browser's session.
  const agentApi = await apiSession(request, agent);
  const connection = await connectionsOf(admin).connected('Loja Centro', { queueIds: [sales.id] });
  const inbound = (from: { number: string; name: string }, body: string, quotedId?: string) =>
    admin.send<{ id: string }>('POST', `/sandbox/${connection.id}/inbound`, { from: from.number, name: from.name, body, ...(quotedId && { quotedId }) });
  const maria = { number: uniqueNumber(), name: MARIA };
  const juliana = { number: uniqueNumber(), name: 'Juliana Costa' };
  const carlos = { number: uniqueNumber(), name: 'Carlos Mendes' };

  await inbound(juliana, 'Vocês abrem no sábado?');
  await inbound(maria, CONVERSATION[0].text);
  const ticketOf = async (name: string) => {
    await expect.poll(async () => (await admin.get<Listed>('/tickets?status=pending&showAll=true')).tickets.some((t) => t.contact.name === name)).toBe(true);
    return (await admin.get<Listed>('/tickets?status=pending&showAll=true')).tickets.find((t) => t.contact.name === name)!.id;
  };
  for (const name of [juliana.name, maria.name]) await admin.send('PUT', `/tickets/${await ticketOf(name)}`, { status: 'open', userId: agent.id });
  const ticketId = (await admin.get<Listed>('/tickets?status=open&showAll=true')).tickets.find((t) => t.contact.name === maria.name)!.id;

  const history = async () => (await agentApi.get<{ messages: Message[] }>(`/messages/${ticketId}`)).messages;
  const find = async (text: string) => (await history()).find((m) => m.body.includes(text))!;
  // Each line (the first one already opened the ticket) waits for the one before to be stored, and ours to reach the
  // phone, so the history keeps their order and the customer can quote ours.
  for (const [index, line] of CONVERSATION.entries()) {
    const quoted = 'quotes' in line ? await find(line.quotes) : undefined;
    if (index > 0 && line.from === 'customer') await inbound(maria, line.text, quoted?.wid ?? undefined);
    if (line.from === 'agent') await agentApi.send('POST', `/messages/${ticketId}`, { body: `*${AGENT}:*\n${line.text}`, quotedMsg: quoted?.id });
    await expect.poll(async () => (await history()).find((m) => m.body.includes(line.text))?.wid ?? null).not.toBeNull();
  }
  await agentApi.send('PUT', `/messages/${(await find('Perfeito, vou fechar')).id}/reaction`, { emoji: '👍' });
  const delivery = (await outbox(admin, connection.id, maria.number)).find((m) => m.body.includes('Para Campinas o prazo'));
  await admin.send('POST', `/sandbox/${connection.id}/reaction`, { id: delivery?.id, emoji: '❤️' });

  await inbound(carlos, 'Bom dia, meu pedido ainda não chegou');
  await ticketOf(carlos.name);
  return agent;
}

/** A bubble under the pointer shows its options button, and a checkbox its hover halo: the pictures show neither. */
const movePointerAway = (page: Page) => page.mouse.move(0, 0);

/** The width's picture of the screen: a phone shows the list or the conversation, a laptop both side by side. */
const isPhone = (width: Width) => width < 600;

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`conversation screenshots at ${width} px, ${mode}`, async ({ page, request, tenant }) => {
      test.setTimeout(180_000);
      const suffix = `${width}-${mode}`;
      const agent = await seedConversation(tenant, request);

      await setScreen(page, width, mode);
      await signIn(page, agent);
      await page.getByRole('tab', { name: /Atendendo/ }).click();
      await expect(row(page, MARIA)).toContainText('Aceita Pix?');
      if (isPhone(width)) await save(page, `conversation-list-${suffix}`, { fullPage: false });
      await row(page, MARIA).getByRole('button').first().click();
      await expect(bubble(page, 'Aceita Pix?')).toBeVisible();
      await expect(bubble(page, 'Para Campinas o prazo').getByRole('listitem', { name: 'Reação ❤️' })).toBeVisible();
      await expect(bubble(page, 'Perfeito, vou fechar').getByRole('listitem', { name: 'Nossa reação 👍' })).toBeVisible();
      await movePointerAway(page);
      await save(page, `conversation-${suffix}`, { fullPage: false });

      // 'Responder' on Maria's last message: the quote above the box, with a draft of the answer.
      await openMenu(page, 'Aceita Pix?');
      await page.getByRole('menuitem', { name: 'Responder' }).click();
      const reply = page.getByRole('region', { name: 'Respondendo a' });
      await expect(reply).toContainText('Aceita Pix?');
      const box = page.getByRole('textbox', { name: 'Mensagem' });
      await box.fill('Aceitamos sim! A chave é o nosso CNPJ.');
      await movePointerAway(page);
      await save(page, `conversation-reply-${suffix}`, { fullPage: false });
      await reply.getByRole('button', { name: 'Cancelar resposta' }).click();
      await box.fill('');

      // Messages no answer quotes: a quoted one's text is also in its answer's bubble.
      await openMenu(page, 'Ele ainda está disponível');
      await expect(page.getByRole('menuitem', { name: 'Selecionar mensagens' })).toBeVisible();
      await save(page, `conversation-menu-${suffix}`, { fullPage: false });

      await page.getByRole('menuitem', { name: 'Selecionar mensagens' }).click();
      await bubble(page, 'Combinado! Vou te enviar').getByRole('checkbox', { name: 'Selecionar mensagem' }).check();
      await expect(page.getByRole('toolbar', { name: 'Mensagens selecionadas' })).toContainText('2 mensagens selecionadas');
      await movePointerAway(page);
      await save(page, `conversation-select-${suffix}`, { fullPage: false });
    });
  }
}
