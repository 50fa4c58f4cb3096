import type { Page } from '@playwright/test';
import { uniqueSuffix, type ApiSession } from './api';
import { chromiumLaunch } from './chromium';
import { expect, test } from './fixtures';
import { signIn } from './session';

// The attendant's day in one conversation (issue 'Conversations', Playwright): a sandbox customer writes, the
// pending ticket appears live for an attendant of the connection's queue, who accepts it, answers with text, an
// image and a recorded audio (all reaching the simulated phone), sees the read ticks, transfers, resolves, and
// sees the ticket come back as pending when the customer writes again.

// Chromium's fake microphone lets the recorder capture real audio without a device or a permission prompt.
test.use({
  permissions: ['microphone'],
  launchOptions: chromiumLaunch(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']),
});

interface Queue {
  id: number;
  name: string;
}
interface Connection {
  id: number;
  status: string;
}
interface OutboxItem {
  id: string;
  to: string;
  body: string;
  media?: { mimetype: string; filename: string };
  ack: number;
}

/** A 1×1 PNG: the smallest picture WhatsApp accepts as an image message. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function waitForStatus(admin: ApiSession, id: number, status: string) {
  await expect.poll(async () => (await admin.get<Connection[]>('/whatsapp/?session=0')).find((c) => c.id === id)?.status).toBe(status);
}

/** What the platform sent to the customer so far, oldest first. */
const outbox = (admin: ApiSession, connectionId: number, to: string) => admin.get<OutboxItem[]>(`/sandbox/${connectionId}/outbox?to=${to}`);

function ticketRow(page: Page, contactName: string) {
  return page.getByRole('listitem').filter({ hasText: contactName });
}

test('a customer writes, an attendant of the queue accepts, answers with text, image and audio, transfers, resolves, and the ticket comes back', async ({
  page,
  tenant,
}) => {
  test.setTimeout(360_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const sales = await admin.send<Queue>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
  const support = await admin.send<Queue>('POST', '/queue', { name: 'Suporte', color: '#008B02' });
  const agent = await tenant.addUser({ name: `Ana ${suffix}`, queueIds: [sales.id, support.id] });
  const connection = await admin.send<Connection>('POST', '/whatsapp', { name: 'Loja', provider: 'sandbox', queueIds: [sales.id] });
  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente ${suffix}` };
  await waitForStatus(admin, connection.id, 'qrcode');
  await admin.send('POST', `/sandbox/${connection.id}/scan`, {});
  await waitForStatus(admin, connection.id, 'CONNECTED');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, agent);
  await page.getByRole('tab', { name: /Aguardando/ }).click();

  // The customer writes: the connection's only queue takes the ticket, and it appears live as pending.
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Olá, quero comprar um sofá' });
  const pending = ticketRow(page, customer.name);
  await expect(pending).toBeVisible();
  await expect(pending).toContainText('Olá, quero comprar um sofá');

  await pending.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Resolver' })).toBeVisible();
  const history = page.getByRole('log', { name: 'Mensagens' });
  await expect(history.getByText('Olá, quero comprar um sofá')).toBeVisible();

  // Text, signed with the attendant's name.
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Claro! Qual modelo você procura?');
  await box.press('Enter');
  await expect(history.getByText('Claro! Qual modelo você procura?')).toBeVisible();
  await expect
    .poll(async () => (await outbox(admin, connection.id, customer.number)).map((m) => m.body))
    .toContain(`*${agent.name}:*\nClaro! Qual modelo você procura?`);

  // An image from the attachment picker.
  await page.getByLabel('Arquivos para anexar').setInputFiles({ name: 'sofa azul.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByRole('list', { name: 'Anexos' })).toContainText('sofa azul.png');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect.poll(async () => (await outbox(admin, connection.id, customer.number)).some((m) => m.media?.mimetype === 'image/png')).toBe(true);

  // A recorded audio from the fake microphone, sent as a voice note.
  await page.getByRole('button', { name: 'Gravar áudio' }).click();
  await expect(page.getByText('Gravando')).toBeVisible();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Enviar áudio' }).click();
  await expect.poll(async () => (await outbox(admin, connection.id, customer.number)).some((m) => m.media?.mimetype.startsWith('audio/'))).toBe(true);

  // The customer reads the text: its ticks turn to read.
  const sentText = (await outbox(admin, connection.id, customer.number)).find((m) => m.body.endsWith('Qual modelo você procura?'));
  expect(sentText).toBeDefined();
  await admin.send('POST', `/sandbox/${connection.id}/ack`, { id: sentText?.id, ack: 3 });
  const textBubble = history.getByTestId('message').filter({ hasText: 'Qual modelo você procura?' });
  await expect(textBubble.getByRole('img', { name: 'Lida' })).toBeVisible();

  // Transfer to the support queue, keeping the ticket with the same attendant.
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transferir Ticket' });
  await transfer.getByRole('combobox', { name: 'Transferir para fila' }).click();
  await page.getByRole('option', { name: support.name }).click();
  await transfer.getByRole('combobox', { name: 'Transferir para usuário' }).fill(agent.name.slice(0, 6));
  await page.getByRole('option', { name: agent.name }).click();
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Ticket transferido com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);

  // Resolve it from the open list.
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  const assigned = ticketRow(page, customer.name);
  await expect(assigned).toContainText(support.name);
  await assigned.click();
  await page.getByRole('button', { name: 'Resolver' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(ticketRow(page, customer.name)).toHaveCount(0);

  // The customer writes again: a new cycle, pending in the connection's queue, live in the waiting tab.
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Esqueci de perguntar o prazo' });
  await expect(ticketRow(page, customer.name)).toContainText('Esqueci de perguntar o prazo');
  await expect(ticketRow(page, customer.name).getByRole('button', { name: 'Aceitar' })).toBeVisible();
});
