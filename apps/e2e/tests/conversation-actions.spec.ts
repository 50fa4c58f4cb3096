import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniqueSuffix } from './api';
import { bubble, openMenu, outbox, row, uniqueNumber } from './conversation';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 18 in a real browser against the real API and the sandbox phone: an own message edited (the phone receives
// the edit), a reaction each way, a message forwarded to another contact, previews without WhatsApp markup, opening a
// ticket clearing its badge in place, and 'Resolver' offering both rating choices when userRating is enabled.

interface Queue {
  id: number;
}
interface MessageRow {
  id: number;
  wid: string | null;
  body: string;
  fromMe: boolean;
  ack: number;
}

/**
 * Where the e2e API keeps uploads: STORAGE_DIR '../api/.e2e/storage' from this folder (playwright.config.ts), a
 * path with a dot segment like a checkout at ~/.apps/zapdesk, which is what made res.sendFile refuse every medium.
 */
const STORAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', '.e2e', 'storage');
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A few MPEG audio frame headers: enough for the server's type check and the browser to receive it. */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(7), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);
/** Contact names searched by text need letters only (digits would search the number). */
const letters = () =>
  uniqueSuffix()
    .replace(/[^a-z]/gi, '')
    .slice(0, 6) || 'abcdef';

test('edit, react both ways, forward, previews without markup, badge cleared in place, closing with or without rating', async ({ page, tenant }) => {
  test.setTimeout(360_000);
  const admin = tenant.api;
  const tag = letters();
  const sales = await admin.send<Queue>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
  const agent = await tenant.addUser({ name: `Ana ${tag}`, queueIds: [sales.id] });
  const connection = await connectionsOf(admin).connected('Loja', { queueIds: [sales.id] });
  await admin.send('PUT', '/settings/userRating', { key: 'userRating', value: 'enabled' });
  const maria = { number: uniqueNumber(), name: `Maria ${tag}` };
  const joao = { number: uniqueNumber(), name: `Joao ${tag}` };
  const other = await admin.send<{ id: number }>('POST', '/contacts', { name: `Paula ${tag}`, number: uniqueNumber() });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, agent);
  await page.getByRole('tab', { name: /Aguardando/ }).click();

  // Maria writes with markup: the pending row's preview is plain.
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: maria.number, name: maria.name, body: 'Olá, *preciso* de _ajuda_ com ~o~ pedido' });
  await expect(row(page, maria.name)).toContainText('Olá, preciso de ajuda com o pedido');
  await expect(row(page, maria.name)).not.toContainText('*');
  await row(page, maria.name).getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  // The bubble renders the markup as elements.
  await expect(bubble(page, 'preciso').locator('strong', { hasText: 'preciso' })).toBeVisible();

  // Our signed answer: the list preview leaves the sign-off out.
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Claro, qual o número do pedido?');
  await box.press('Enter');
  await expect(bubble(page, 'qual o número do pedido?')).toBeVisible();
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  await expect(row(page, maria.name)).toContainText('Claro, qual o número do pedido?');
  await expect(row(page, maria.name)).not.toContainText(agent.name);

  // Edit it once the phone has it (ack ≥ 1): the phone receives the edit, the bubble says 'Editada'.
  await expect.poll(async () => (await outbox(admin, connection.id, maria.number)).some((m) => m.body.endsWith('qual o número do pedido?'))).toBe(true);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await openMenu(page, 'qual o número do pedido?');
    await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar mensagem' });
  await editDialog.getByLabel('Mensagem').fill(`*${agent.name}:*\nClaro, qual o código do pedido?`);
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(bubble(page, 'qual o código do pedido?')).toContainText('Editada');
  await expect
    .poll(async () => (await outbox(admin, connection.id, maria.number)).filter((m) => m.kind === 'edit').map((m) => m.body))
    .toContainEqual(expect.stringContaining('qual o código do pedido?'));

  // We react to Maria's message: the phone receives the reaction.
  await openMenu(page, 'preciso');
  await page.getByRole('button', { name: 'Reagir com 👍' }).click();
  await expect(bubble(page, 'preciso').getByRole('listitem', { name: 'Nossa reação 👍' })).toBeVisible();
  await expect.poll(async () => (await outbox(admin, connection.id, maria.number)).filter((m) => m.kind === 'reaction').map((m) => m.body)).toContain('👍');

  // Maria reacts to ours: it shows live under our bubble.
  const ours = (await outbox(admin, connection.id, maria.number)).find((m) => !m.kind && m.body.includes('pedido?'));
  expect(ours).toBeDefined();
  await admin.send('POST', `/sandbox/${connection.id}/reaction`, { id: ours?.id, emoji: '❤️' });
  await expect(bubble(page, 'qual o código do pedido?').getByRole('listitem', { name: 'Reação ❤️' })).toBeVisible();

  // Forward Maria's message to Paula: it reaches Paula's phone.
  const paula = await admin.get<{ number: string }>(`/contacts/${other.id}`);
  await openMenu(page, 'preciso');
  await page.getByRole('menuitem', { name: 'Encaminhar' }).click();
  const forward = page.getByRole('dialog', { name: 'Encaminhar mensagem' });
  await forward.getByLabel('Encaminhar para').fill(`Paula ${tag}`);
  await page.getByRole('option', { name: `Paula ${tag}` }).click();
  await forward.getByRole('button', { name: 'Encaminhar' }).click();
  await expect(page.getByText(`Mensagem encaminhada para Paula ${tag}`)).toBeVisible();
  await expect.poll(async () => (await outbox(admin, connection.id, paula.number)).map((m) => m.body)).toContainEqual(expect.stringContaining('preciso'));

  // Forward two at once: 'Selecionar mensagens', tick our answer too, 'Encaminhar (2)'; both reach Paula's phone.
  const paulaBefore = (await outbox(admin, connection.id, paula.number)).length;
  await openMenu(page, 'preciso');
  await page.getByRole('menuitem', { name: 'Selecionar mensagens' }).click();
  await bubble(page, 'qual o código do pedido?').getByRole('checkbox', { name: 'Selecionar mensagem' }).check();
  const selectionBar = page.getByRole('toolbar', { name: 'Mensagens selecionadas' });
  await expect(selectionBar).toContainText('2 mensagens selecionadas');
  // Select mode lasts through a change of width (a phone's) and of theme (switched in the top bar).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(selectionBar).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Modo escuro' }).click();
  await expect(selectionBar).toBeVisible();
  await page.getByRole('button', { name: 'Modo claro' }).click();
  await selectionBar.getByRole('button', { name: 'Encaminhar (2)' }).click();
  const forwardMany = page.getByRole('dialog', { name: 'Encaminhar 2 mensagens' });
  await forwardMany.getByLabel('Encaminhar para').fill(`Paula ${tag}`);
  await page.getByRole('option', { name: `Paula ${tag}` }).click();
  await forwardMany.getByRole('button', { name: 'Encaminhar' }).click();
  await expect(page.getByText(`2 mensagens encaminhadas para Paula ${tag}`)).toBeVisible();
  await expect(selectionBar).toHaveCount(0);
  await expect
    .poll(async () => (await outbox(admin, connection.id, paula.number)).slice(paulaBefore).map((m) => m.body))
    .toEqual([expect.stringContaining('preciso'), expect.stringContaining('qual o código do pedido?')]);

  // Maria writes more than the pane holds, then asks; we answer her question: the quote shows above the box while her
  // question stays fully in view (the pane shrinks under it), and the phone receives our answer quoting it.
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, {
    messages: Array.from({ length: 12 }, (_, n) => ({ from: maria.number, name: maria.name, body: `Detalhe ${n + 1} do pedido` })),
  });
  await expect(bubble(page, 'Detalhe 12 do pedido')).toBeVisible();
  const { id: question } = await admin.send<{ id: string }>('POST', `/sandbox/${connection.id}/inbound`, {
    from: maria.number,
    name: maria.name,
    body: 'Aceita Pix?',
  });
  await expect(bubble(page, 'Aceita Pix?')).toBeVisible();
  await openMenu(page, 'Aceita Pix?');
  await page.getByRole('menuitem', { name: 'Responder' }).click();
  await expect(page.getByRole('region', { name: 'Respondendo a' })).toContainText('Aceita Pix?');
  await expect(bubble(page, 'Aceita Pix?')).toBeInViewport({ ratio: 1 });
  await box.fill('Aceitamos sim!');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: 'Respondendo a' })).toHaveCount(0);
  await expect.poll(async () => (await outbox(admin, connection.id, maria.number)).find((m) => m.body.endsWith('Aceitamos sim!'))?.quotedId).toBe(question);

  // João's ticket, accepted and left: two new messages give it a badge; opening it clears the badge, in place.
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: joao.number, name: joao.name, body: 'Bom dia' });
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await row(page, joao.name).getByRole('button', { name: 'Aceitar' }).click();
  await expect(bubble(page, 'Bom dia')).toBeVisible();
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  await row(page, maria.name).getByRole('button').first().click();
  await expect(bubble(page, 'preciso')).toBeVisible();
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: joao.number, name: joao.name, body: 'Ainda está aí?' });
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: joao.number, name: joao.name, body: 'Preciso de ajuda' });
  const atendendo = page.getByRole('list', { name: 'Atendendo' });
  await expect(row(page, joao.name).getByLabel('2 mensagens não lidas')).toBeVisible();
  const order = async () =>
    (await atendendo.getByRole('listitem').allTextContents()).map((text) => (text.includes(joao.name) ? 'joao' : text.includes(maria.name) ? 'maria' : text));
  const before = await order();
  expect(before.indexOf('joao')).toBeLessThan(before.indexOf('maria'));
  await row(page, joao.name).getByRole('button').first().click();
  await expect(bubble(page, 'Preciso de ajuda')).toBeVisible();
  await expect(row(page, joao.name).getByLabel(/mensagens? não lidas?/)).toHaveCount(0);
  expect(await order()).toEqual(before);
  // Opening Maria's (the older last message) does not lift it above João's, nor change the time its row shows.
  const mariaText = await row(page, maria.name).textContent();
  await row(page, maria.name).getByRole('button').first().click();
  await expect(bubble(page, 'preciso')).toBeVisible();
  expect(await order()).toEqual(before);
  await expect(row(page, maria.name)).toHaveText(mariaText ?? '');
  // The API agrees after a reload: same badge, same order (by the last message, not by the last change).
  await page.reload();
  await expect(row(page, joao.name)).toBeVisible();
  await expect(row(page, joao.name).getByLabel(/mensagens? não lidas?/)).toHaveCount(0);
  expect(await order()).toEqual(before);
  await expect(row(page, maria.name)).toHaveText(mariaText ?? '');
  // Back to João's, the one to resolve.
  await row(page, joao.name).getByRole('button').first().click();
  await expect(bubble(page, 'Preciso de ajuda')).toBeVisible();

  // 'Resolver' offers both rating choices; without rating, the rating question is not sent.
  await page.getByRole('button', { name: 'Resolver' }).click();
  const closing = page.getByRole('dialog', { name: 'Resolver o ticket' });
  await expect(closing.getByRole('button', { name: 'Finalizar com avaliação' })).toBeVisible();
  await closing.getByRole('button', { name: 'Finalizar sem avaliação' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tab', { name: 'Resolvidos' }).click();
  await expect(row(page, joao.name)).toBeVisible();
  const joaoTicket = (await admin.get<{ tickets: { id: number; contact: { name: string } }[] }>('/tickets?status=closed&showAll=true')).tickets.find(
    (t) => t.contact.name === joao.name,
  );
  expect(joaoTicket).toBeDefined();
  const history = await admin.get<{ messages: MessageRow[] }>(`/messages/${joaoTicket?.id}`);
  expect(
    history.messages
      .filter((m) => m.fromMe)
      .map((m) => m.body)
      .join('\n'),
  ).not.toMatch(/avali/i);
});

test('the search tab with a tag and a user lists the tickets its request answers', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const admin = tenant.api;
  const tag = letters();
  const sales = await admin.send<Queue>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
  const ana = await tenant.addUser({ name: `Ana ${tag}`, queueIds: [sales.id] });
  await tenant.addUser({ name: `Bruno ${tag}`, queueIds: [sales.id] });
  const vip = await admin.send<{ id: number }>('POST', '/tags', { name: `VIP ${tag}`, color: '#B80000' });
  const connection = await connectionsOf(admin).connected('Loja', { queueIds: [sales.id] });
  const base = uniqueNumber().slice(0, -1);
  const customers = ['Carla', 'Davi', 'Eva', 'Fabio'].map((name, index) => ({ name: `${name} ${tag}`, number: `${base}${index}` }));
  for (const customer of customers) {
    await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Oi' });
  }
  type Listed = { tickets: { id: number; contact: { name: string } }[] };
  await expect.poll(async () => (await admin.get<Listed>('/tickets?status=pending&showAll=true')).tickets.length).toBe(4);
  const tickets = (await admin.get<Listed>('/tickets?status=pending&showAll=true')).tickets;
  const ticketOf = (name: string) => tickets.find((t) => t.contact.name === name)!.id;
  // Ana's three VIP tickets; Fabio's is Ana's too but without the tag.
  for (const customer of customers) {
    await admin.send('PUT', `/tickets/${ticketOf(customer.name)}`, { status: 'open', userId: ana.id });
  }
  for (const customer of customers.slice(0, 3)) await admin.send('POST', '/tags/sync', { ticketId: ticketOf(customer.name), tags: [{ id: vip.id }] });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.getByRole('tab', { name: 'Busca' }).click();
  await page.getByRole('combobox', { name: 'Filtro por Tags' }).click();
  await page.getByRole('option', { name: `VIP ${tag}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Filtro por Usuários' }).click();
  await page.getByRole('option', { name: `Ana ${tag}` }).click();
  await page.keyboard.press('Escape');
  const found = page.getByRole('list', { name: 'Busca' });
  for (const customer of customers.slice(0, 3)) await expect(found.getByText(customer.name)).toBeVisible();
  await expect(found.getByText(customers[3].name)).toHaveCount(0);
  await expect(found.getByRole('listitem')).toHaveCount(3);
});

test('media opens from a storage folder under a dot folder: image, audio and PDF, from the customer and from us', async ({ page, tenant }) => {
  test.setTimeout(300_000);
  expect(STORAGE_ROOT.split(path.sep).some((segment) => segment.startsWith('.'))).toBe(true);
  const admin = tenant.api;
  const tag = letters();
  const sales = await admin.send<Queue>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
  const agent = await tenant.addUser({ name: `Ana ${tag}`, queueIds: [sales.id] });
  const connection = await connectionsOf(admin).connected('Loja', { queueIds: [sales.id] });
  const rita = { number: uniqueNumber(), name: `Rita ${tag}` };
  const from = { from: rita.number, name: rita.name };
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { ...from, body: 'Seguem os arquivos' });
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { ...from, media: { mimetype: 'image/png', filename: 'foto.png', base64: PIXEL_PNG } });
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, {
    ...from,
    media: { mimetype: 'audio/mpeg', filename: 'audio.mp3', base64: MP3.toString('base64') },
  });
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, {
    ...from,
    media: { mimetype: 'application/pdf', filename: 'pedido.pdf', base64: PDF.toString('base64') },
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, agent);
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await row(page, rita.name).getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  // Ours: a picture, an audio file and a PDF attached from the box.
  await page.getByLabel('Arquivos para anexar').setInputFiles([
    { name: 'nossa foto.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') },
    { name: 'nosso audio.mp3', mimeType: 'audio/mpeg', buffer: MP3 },
    { name: 'orcamento.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(page.getByRole('list', { name: 'Anexos' })).toContainText('orcamento.pdf');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();

  const log = page.getByRole('log', { name: 'Mensagens' });
  const customer = log.locator('[data-testid="message"][data-from-me="false"]');
  const ours = log.locator('[data-testid="message"][data-from-me="true"]');
  for (const side of [customer, ours]) {
    // The picture decoded (not the error text), the audio element got the file, the PDF downloads.
    await expect
      .poll(() =>
        side
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(side.locator('audio').first()).toHaveAttribute('src', /^blob:/);
    const download = page.waitForEvent('download');
    await side.getByRole('button', { name: /pdf/i }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  }
  await expect(log.getByText('Não foi possível carregar a mídia')).toHaveCount(0);
  // Served from the dot folder: the files are stored under it, and the API answers them with their own type.
  expect(existsSync(path.join(STORAGE_ROOT, 'companies', String(tenant.companyId)))).toBe(true);
  const ticket = (await admin.get<{ tickets: { id: number; contact: { name: string } }[] }>('/tickets?status=open&showAll=true')).tickets.find(
    (t) => t.contact.name === rita.name,
  );
  const history = await admin.get<{ messages: { id: number; mediaType: string; mediaUrl: string | null; fromMe: boolean }[] }>(`/messages/${ticket?.id}`);
  const media = history.messages.filter((m) => m.mediaUrl);
  expect(media.map((m) => `${m.fromMe ? 'ours' : 'customer'} ${m.mediaType}`).sort()).toEqual(
    ['customer application', 'customer audio', 'customer image', 'ours application', 'ours audio', 'ours image'].sort(),
  );
  for (const message of media) {
    const res = await admin.raw(`/messages/media/${message.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^(image\/png|audio\/mpeg|application\/pdf)/);
  }
});
