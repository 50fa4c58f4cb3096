import { uniqueSuffix, type ApiSession } from './api';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 15 (file lists sendable in a ticket), in a real browser against the real API and the sandbox phone: the
// admin makes a file list with a PDF on /files, a customer writes, and from the conversation, on a 375 px
// phone and by keyboard, the admin sends the list: its text then the file, captioned, reach the phone in order
// and show in the history.

interface OutboxItem {
  id: string;
  body: string;
  media?: { mimetype: string; filename: string };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const uniqueNumber = () => `55119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
const outbox = (admin: ApiSession, connectionId: number, to: string) => admin.get<OutboxItem[]>(`/sandbox/${connectionId}/outbox?to=${to}`);

test('a file list made on /files is sent from a ticket: its text, then its file with the option name as caption', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const admin = tenant.api;
  const connection = await connectionsOf(admin).connected('Loja');
  const customer = { number: uniqueNumber(), name: `Cliente ${uniqueSuffix()}` };
  const listName = `Catálogo ${uniqueSuffix()}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);

  // The list, made as an admin makes it: a name, its message and one PDF named 'Tabela de preços'.
  await page.goto('/files');
  await page.getByRole('button', { name: 'Nova Lista' }).click();
  const create = page.getByRole('dialog', { name: 'Nova lista de arquivos' });
  await create.getByLabel('Nome', { exact: true }).fill(listName);
  await create.getByLabel('Mensagem').fill('Veja nossos produtos');
  await create.getByLabel('Nome do arquivo 1').fill('Tabela de preços');
  await create.getByLabel('Arquivo 1', { exact: true }).setInputFiles({ name: 'precos.pdf', mimeType: 'application/pdf', buffer: PDF });
  await create.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: listName })).toBeVisible();

  // A customer writes; on a phone, the admin accepts the ticket.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/tickets');
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Quero ver o catálogo' });
  const pending = page.getByRole('listitem').filter({ hasText: customer.name });
  await pending.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const history = page.getByRole('log', { name: 'Mensagens' });
  await expect(history.getByText('Quero ver o catálogo')).toBeVisible();

  // By keyboard: the button, the search, the one list found, send.
  const button = page.getByRole('button', { name: 'Lista de arquivos' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enviar lista de arquivos' });
  const search = dialog.getByRole('searchbox', { name: 'Pesquisar listas' });
  await expect(search).toBeFocused();
  await page.keyboard.type(listName.toLowerCase());
  const choice = dialog.getByRole('radio', { name: new RegExp(listName) });
  await expect(choice).toBeVisible();
  // The dialog fits the phone's width.
  const box = await dialog.getByRole('button', { name: 'Enviar' }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await page.keyboard.press('Tab');
  await expect(choice).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The phone got the text, signed ('Assinar' is on by default), then the PDF captioned with its name; the history shows both.
  await expect
    .poll(async () => (await outbox(admin, connection.id, customer.number)).map((m) => [m.body, m.media?.filename ?? null]))
    .toEqual([
      [`*${tenant.admin.name}:*\nVeja nossos produtos`, null],
      ['Tabela de preços', 'precos.pdf'],
    ]);
  await expect(history.getByText('Veja nossos produtos')).toBeVisible();
  await expect(history.getByTestId('message').filter({ hasText: 'precos.pdf' })).toBeVisible();
});
