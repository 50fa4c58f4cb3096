import type { Page } from '@playwright/test';
import { uniqueSuffix, type ApiSession } from './api';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// The attendant's everyday tools (issue 'Contacts, tags, kanban, quick replies and scheduled messages', item 6):
// a ticket dragged across kanban lanes, a quick reply picked in the conversation, and a scheduled message
// reaching the simulated phone once. Each test brings its own sandbox connection, customer and data.

interface Connection {
  id: number;
}
interface OutboxItem {
  id: string;
  to: string;
  body: string;
}
/** The fields of the API's ticket these tests read. */
interface TicketDTO {
  id: number;
  uuid: string;
  status: string;
  contactId: number;
  whatsappId: number;
  contact?: { name: string };
  tags: { id: number }[];
}
interface Tag {
  id: number;
  name: string;
}

/** Tag colours stay apart from the queues' and tags' other specs may create. */
const LANE_COLOURS = ['#5C59A0', '#B80000'] as const;

const outbox = (admin: ApiSession, connectionId: number, to: string) => admin.get<OutboxItem[]>(`/sandbox/${connectionId}/outbox?to=${to}`);

interface Conversation {
  connection: Connection;
  customer: { number: string; name: string };
  ticket: TicketDTO;
}

/**
 * A connected sandbox connection (no queues: the ticket stays without one), a customer who writes, and the
 * ticket accepted by `userId` over the API.
 */
async function openConversation(admin: ApiSession, suffix: string, userId: number): Promise<Conversation> {
  const connection = await connectionsOf(admin).connected('Ferramentas');

  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente ${suffix}` };
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Bom dia, preciso de ajuda' });
  let pending: TicketDTO | undefined;
  await expect
    .poll(async () => {
      const list = await admin.get<{ tickets: TicketDTO[] }>(`/tickets?showAll=true&searchParam=${encodeURIComponent(customer.name)}`);
      pending = list.tickets.find((t) => t.contact?.name === customer.name && t.whatsappId === connection.id);
      return pending?.id;
    })
    .toBeDefined();
  const ticket = await admin.send<TicketDTO>('PUT', `/tickets/${pending!.id}`, { status: 'open', userId });
  expect(ticket.status).toBe('open');
  return { connection, customer, ticket };
}

const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A kanban card's handle, named by its text: 'Ticket nº N, Name' (Chromium may hear a space before the hidden comma). */
const cardName = (id: number, contactName: string) => new RegExp(`^Ticket nº ${id} ?, ${contactName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const card = (page: Page, ticket: TicketDTO, contactName: string) => page.getByRole('button', { name: cardName(ticket.id, contactName) });

/** Drags with the real mouse: past the 6 px activation distance first, then onto the lane in small steps. */
async function dragWithMouse(page: Page, from: ReturnType<typeof card>, to: ReturnType<typeof lane>) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('card or lane not laid out');
  const start = { x: source.x + source.width / 2, y: source.y + 12 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + Math.min(120, target.height / 2), { steps: 15 });
  await page.mouse.up();
}

test('a ticket dragged on the kanban board changes lane and tag, by mouse and by keyboard', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const self = tenant.admin;
  const negotiating = await admin.send<Tag>('POST', '/tags', { name: `Negociação ${suffix}`, color: LANE_COLOURS[0] });
  await admin.send('PUT', `/tags/${negotiating.id}`, { kanban: 1 });
  const won = await admin.send<Tag>('POST', '/tags', { name: `Fechado ${suffix}`, color: LANE_COLOURS[1], kanban: 1 });
  const { customer, ticket } = await openConversation(admin, suffix, self.id);

  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/kanban');
  await expect(card(page, ticket, customer.name)).toBeVisible();
  await expect(lane(page, 'Em aberto').getByRole('button', { name: cardName(ticket.id, customer.name) })).toBeVisible();

  // Mouse: 'Em aberto' → the first tag's lane: only the tag is added.
  await lane(page, negotiating.name).scrollIntoViewIfNeeded();
  await dragWithMouse(page, card(page, ticket, customer.name), lane(page, negotiating.name));
  await expect(page.getByText('Ticket Tag Adicionado com Sucesso!')).toBeVisible();
  await expect(lane(page, negotiating.name).getByRole('button', { name: cardName(ticket.id, customer.name) })).toBeVisible();
  await expect(lane(page, 'Em aberto').getByRole('button', { name: cardName(ticket.id, customer.name) })).toHaveCount(0);
  await expect.poll(async () => (await admin.get<TicketDTO>(`/tickets/${ticket.id}`)).tags.map((t) => t.id)).toEqual([negotiating.id]);

  // The first move's toast closes by itself (3 s), so the next toasts can only come from the second move.
  await expect(page.getByText('Ticket Tag Adicionado com Sucesso!')).toHaveCount(0);
  // Keyboard: Space picks it up, ArrowRight moves one lane, Space drops it: the old tag goes, the new one comes.
  const moved = lane(page, negotiating.name).getByRole('button', { name: cardName(ticket.id, customer.name) });
  await moved.focus();
  // Each key waits for the board's screen-reader announcement: the sensor acts on the next frame, and a key
  // pressed before it would be lost on a busy machine.
  await page.keyboard.press('Space');
  // Picking up announces the lane it is over at once (the 'selecionado' line is replaced at the same moment).
  await expect(page.getByText(`Ticket nº ${ticket.id} sobre a coluna ${negotiating.name}.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Ticket nº ${ticket.id} sobre a coluna ${won.name}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Ticket Tag Removido!')).toBeVisible();
  await expect(lane(page, won.name).getByRole('button', { name: cardName(ticket.id, customer.name) })).toBeVisible();
  await expect(lane(page, negotiating.name).getByRole('button', { name: cardName(ticket.id, customer.name) })).toHaveCount(0);
  await expect(page.getByText('Ticket Tag Adicionado com Sucesso!')).toBeVisible();
  await expect.poll(async () => (await admin.get<TicketDTO>(`/tickets/${ticket.id}`)).tags.map((t) => t.id)).toEqual([won.id]);
});

test('a quick reply picked from the suggestions is sent to the customer, signed', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const self = tenant.admin;
  const shortcode = `e2epix${suffix}`;
  const text = `Nossa chave PIX é pix-${suffix}@zapdesk.test`;
  await admin.send('POST', '/quick-messages', { shortcode, message: text, geral: true });
  const { connection, customer, ticket } = await openConversation(admin, suffix, self.id);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto(`/tickets/${ticket.uuid}`);
  const history = page.getByRole('log', { name: 'Mensagens' });
  await expect(history.getByText('Bom dia, preciso de ajuda')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.click();
  await box.pressSequentially(`/e2epix${suffix}`);
  const suggestions = page.getByRole('listbox', { name: 'Respostas rápidas' });
  const option = suggestions.getByRole('option', { name: `/${shortcode} - ${text.slice(0, 35)}...` });
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveValue(text);
  await expect(suggestions).toHaveCount(0);
  await box.press('Enter');

  await expect(history.getByText(text)).toBeVisible();
  await expect.poll(async () => (await outbox(admin, connection.id, customer.number)).map((m) => m.body)).toContain(`*${self.name}:*\n${text}`);
});

test('a scheduled message reaches the customer at its time, exactly once', async ({ tenant }) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const self = tenant.admin;
  const { connection, customer, ticket } = await openConversation(admin, suffix, self.id);
  const body = `Lembrete agendado ${suffix}: sua consulta é amanhã`;
  const sendAt = new Date(Date.now() + 5_000);
  const schedule = await admin.send<{ id: number }>('POST', '/schedules', {
    body,
    contactId: ticket.contactId,
    ticketId: ticket.id,
    sendAt: sendAt.toISOString(),
  });
  // A second reminder due after the first: once it has arrived, the schedule worker has had every chance to
  // deliver the first one twice (a duplicated or retried job), so 'exactly once' is not a guess about time.
  const later = `Segundo lembrete ${suffix}`;
  await admin.send('POST', '/schedules', {
    body: later,
    contactId: ticket.contactId,
    ticketId: ticket.id,
    sendAt: new Date(sendAt.getTime() + 3_000).toISOString(),
  });

  const matching = async () => (await outbox(admin, connection.id, customer.number)).filter((m) => m.body.includes(body));
  // Not before its time…
  expect(await matching()).toHaveLength(0);
  await expect.poll(async () => (await matching()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await admin.get<{ status: string }>(`/schedules/${schedule.id}`)).status).toBe('ENVIADA');
  const { sentAt } = await admin.get<{ sentAt: string | null }>(`/schedules/${schedule.id}`);
  expect(new Date(sentAt ?? 0).getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
  // …and once, checked after the later reminder went out.
  await expect.poll(async () => (await outbox(admin, connection.id, customer.number)).some((m) => m.body.includes(later))).toBe(true);
  expect(await matching()).toHaveLength(1);
});
