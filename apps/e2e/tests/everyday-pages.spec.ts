import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, uniqueSuffix, type ApiSession } from './api';
import { signIn } from './session';

// The everyday pages of the issue 'Contacts, tags, kanban, quick replies and scheduled messages' driven as
// a user would: /contacts, /tags, /quick-messages and /schedules (everyday-tools.spec.ts covers the kanban
// drag, a quick reply used in a ticket and a schedule's delivery). Each test names what it creates with its
// own letters and removes it afterwards; the screenshots show the four pages at phone and desktop width.

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The contacts test's connection is named with it, so one left by an interrupted run can be found and removed. */
const CONNECTION_PREFIX = 'E2E Agenda ';

interface Connection {
  id: number;
  name: string;
  status: string;
  isDefault: boolean;
}
interface Contact {
  id: number;
  name: string;
  number: string | null;
}
interface Tag {
  id: number;
  name: string;
  kanban: number;
}
interface QuickMessage {
  id: number;
  shortcode: string;
  message: string;
}
interface Schedule {
  id: number;
  body: string;
  sendAt: string;
}

/**
 * A unique tag made only of letters: the contacts search also matches the digits of a number, so a
 * search for a name with digits in it could find another contact by its number.
 */
const lettersOnly = () => uniqueSuffix().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** A Brazilian mobile number no other run uses. */
const uniqueNumber = () => `55119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** Runs the clean-ups registered during a test, last first, even when one fails. */
function cleanUps() {
  const steps: (() => Promise<unknown>)[] = [];
  return {
    add: (fn: () => Promise<unknown>) => steps.push(fn),
    async run() {
      const errors: unknown[] = [];
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length > 0) throw errors[0];
    },
  };
}

/** Each list's field in its GET answer. */
const LISTED = { contacts: 'contacts', tags: 'tags', 'quick-messages': 'records', schedules: 'schedules' } as const;
type Listed = keyof typeof LISTED;

/** Deletes what a search still finds, optionally narrowed by `keep` (the test may have deleted some through the page). */
async function removeFound(admin: ApiSession, list: Listed, search: string, keep: (row: Record<string, unknown>) => boolean = () => true) {
  const found = await admin.get<Record<string, ({ id: number } & Record<string, unknown>)[]>>(`/${list}?searchParam=${encodeURIComponent(search)}`);
  for (const row of found[LISTED[list]].filter(keep)) await admin.send('DELETE', `/${list}/${row.id}`);
}

async function waitForStatus(admin: ApiSession, id: number, status: string) {
  await expect.poll(async () => (await admin.get<Connection[]>('/whatsapp/?session=0')).find((c) => c.id === id)?.status, { timeout: 20_000 }).toBe(status);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** 'YYYY-MM-DDTHH:mm' in this machine's zone, which is the browser's: what a datetime-local input holds. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('contacts: add, search, edit, export, import from the phone, delete, and a live arrival', async ({ page, request }) => {
  test.setTimeout(120_000);
  const letters = lettersOnly();
  const admin = await apiSession(request);
  const cleanup = cleanUps();
  try {
    // A run stopped half-way leaves its connection behind; the plan allows only a few.
    for (const stale of await admin.get<Connection[]>('/whatsapp/?session=0')) {
      if (stale.name.startsWith(CONNECTION_PREFIX)) await admin.send('DELETE', `/whatsapp/${stale.id}`);
    }
    // The simulated phone syncs its address book; its connection becomes the company's default, the one import reads.
    const connection = await admin.send<Connection>('POST', '/whatsapp', { name: `${CONNECTION_PREFIX}${letters}`, provider: 'sandbox' });
    cleanup.add(() => admin.send('DELETE', `/whatsapp/${connection.id}`));
    cleanup.add(() => removeFound(admin, 'contacts', letters));
    await waitForStatus(admin, connection.id, 'qrcode');
    await admin.send('POST', `/sandbox/${connection.id}/scan`, {});
    await waitForStatus(admin, connection.id, 'CONNECTED');
    const made = await admin.send<Connection>('PUT', `/whatsapp/${connection.id}`, { isDefault: true });
    expect(made.isDefault).toBe(true);
    const saved = { number: uniqueNumber(), name: `Importado ${letters}` };
    await admin.send('POST', `/sandbox/${connection.id}/address-book`, { contacts: [saved] });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await openFromMenu(page, 'Contatos');
    await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible({ timeout: 15_000 });

    // Add through the modal.
    const first = { name: `Carla ${letters}`, number: uniqueNumber(), email: `carla.${letters}@zapdesk.test` };
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    const addModal = page.getByRole('dialog', { name: 'Adicionar contato' });
    await addModal.getByLabel('Nome', { exact: true }).fill(first.name);
    await addModal.getByLabel('Número do Whatsapp').fill(first.number);
    await addModal.getByLabel('Email').fill(first.email);
    await addModal.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(toast(page, 'Contato salvo com sucesso.')).toBeVisible();
    await expect(addModal).toBeHidden();
    await expect(rowOf(page, first.name)).toBeVisible();

    // Search (any case): only this run's contact is listed.
    await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(letters.toUpperCase());
    await expect(page.getByRole('row')).toHaveCount(2, { timeout: 10_000 });
    await expect(rowOf(page, first.name)).toContainText(first.email);

    // Edit: a one-letter name is refused, then the new name is saved.
    const renamed = `Carla Dias ${letters}`;
    await rowOf(page, first.name).getByRole('button', { name: `Editar ${first.name}` }).click();
    const editModal = page.getByRole('dialog', { name: 'Editar contato' });
    const nameField = editModal.getByLabel('Nome', { exact: true });
    await expect(nameField).toHaveValue(first.name);
    await nameField.fill('a');
    await editModal.getByRole('button', { name: 'Salvar' }).click();
    await expect(editModal.getByText('Too Short!')).toBeVisible();
    await nameField.fill(renamed);
    await expect(editModal.getByText('Too Short!')).toHaveCount(0);
    await editModal.getByRole('button', { name: 'Salvar' }).click();
    await expect(editModal).toBeHidden();
    await expect(rowOf(page, renamed)).toBeVisible();
    expect((await admin.get<{ contacts: Contact[] }>(`/contacts?searchParam=${letters}`)).contacts.map((c) => c.name)).toEqual([renamed]);

    // Export: what the search finds, as contatos.csv.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar contatos' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contatos.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n').filter((line) => line !== '')).toEqual(['name;number;email', `${renamed};${first.number};${first.email}`]);

    // Import: the phone's address book becomes contacts. The sync runs in the background, so the import is
    // repeated until it has something to bring (each later one finds the contact already there).
    const confirmImport = page.getByRole('dialog', { name: 'Importar contatos' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Importar contatos' }).click();
      await expect(confirmImport.getByText('Deseja importar todos os contatos do telefone?')).toBeVisible();
      await confirmImport.getByRole('button', { name: 'Importar', exact: true }).click();
      await expect(confirmImport).toBeHidden({ timeout: 15_000 });
      await expect(rowOf(page, saved.name)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(toast(page, 'Importação concluída: 1 contato(s) criado(s) e 0 atualizado(s).')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3);

    // Delete through the row's action and the confirmation.
    await rowOf(page, saved.name).getByRole('button', { name: `Excluir ${saved.name}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Exclusão de Registro' });
    await expect(confirmDelete.getByText(`Todos os atendimentos e mensagens de ${saved.name} também serão excluídos.`)).toBeVisible();
    await confirmDelete.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Contato excluído com sucesso!')).toBeVisible();
    await expect(rowOf(page, saved.name)).toHaveCount(0);
    await expect(rowOf(page, renamed)).toBeVisible();

    // Live: a contact created elsewhere shows up without a reload.
    const live = await admin.send<Contact>('POST', '/contacts', { name: `Bruno ${letters}`, number: uniqueNumber() });
    await expect(rowOf(page, live.name)).toBeVisible({ timeout: 10_000 });
  } finally {
    await cleanup.run();
  }
});

test('tags: add, a too-short name, the kanban switch, edit, delete, and a live arrival', async ({ page, request }) => {
  test.setTimeout(90_000);
  const letters = lettersOnly();
  const admin = await apiSession(request);
  const cleanup = cleanUps();
  cleanup.add(() => removeFound(admin, 'tags', letters));
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await openFromMenu(page, 'Tags');
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(letters);
    await expect(page.getByText('Nenhuma tag encontrada')).toBeVisible();

    const name = `Retorno ${letters}`;
    await page.getByRole('button', { name: 'Nova Tag' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar Tag' });
    await modal.getByLabel('Nome').fill('R');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect(modal.getByText('Mensagem muito curta')).toBeVisible();
    await modal.getByLabel('Nome').fill(name);
    await modal.getByRole('button', { name: 'Escolher cor' }).click();
    await page.getByRole('radio', { name: '#B80000' }).click();
    await expect(modal.getByRole('textbox', { name: 'Cor' })).toHaveValue('#B80000');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect(toast(page, 'Tag salva com sucesso.')).toBeVisible();
    await expect(modal).toBeHidden();
    const row = rowOf(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');

    // The kanban switch makes the tag a lane of the board.
    const lane = row.getByRole('switch', { name: `Kanban ${name}` });
    await expect(lane).not.toBeChecked();
    await lane.click();
    await expect(lane).toBeChecked();
    await expect.poll(async () => (await admin.get<{ tags: Tag[] }>(`/tags?searchParam=${letters}`)).tags.map((t) => [t.name, t.kanban])).toEqual([[name, 1]]);

    const renamed = `Retornar ligação ${letters}`;
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Tag' });
    await expect(edit.getByLabel('Nome')).toHaveValue(name);
    await expect(edit.getByRole('switch', { name: /Kanban/ })).toBeChecked();
    await edit.getByLabel('Nome').fill(renamed);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, renamed)).toBeVisible();
    await expect(rowOf(page, renamed).getByRole('switch', { name: `Kanban ${renamed}` })).toBeChecked();

    await rowOf(page, renamed).getByRole('button', { name: `Excluir ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
    await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Tag excluída com sucesso.')).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
    expect((await admin.get<{ tags: Tag[] }>(`/tags?searchParam=${letters}`)).tags).toEqual([]);

    // Live: a tag created elsewhere shows up without a reload.
    const live = await admin.send<Tag>('POST', '/tags', { name: `Pós-venda ${letters}`, color: '#5C59A0' });
    await expect(rowOf(page, live.name)).toBeVisible({ timeout: 10_000 });
  } finally {
    await cleanup.run();
  }
});

test('quick messages: add one, see it listed, edit it and delete it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const letters = lettersOnly();
  const admin = await apiSession(request);
  const cleanup = cleanUps();
  cleanup.add(() => removeFound(admin, 'quick-messages', letters));
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await openFromMenu(page, 'Respostas Rápidas');
    await expect(page.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible({ timeout: 15_000 });

    const shortcode = `horario${letters}`;
    const text = `Atendemos de segunda a sexta, das 8h às 18h (${letters})`;
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar resposta rápida' });
    await add.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(add.getByText('Obrigatório')).toBeVisible();
    await add.getByLabel('Atalho').fill(shortcode);
    await add.getByLabel('Resposta').fill(text);
    await add.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(toast(page, 'Resposta rápida salva com sucesso!')).toBeVisible();
    await expect(add).toBeHidden();
    const row = rowOf(page, `/${shortcode}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(text);
    await expect(row).toContainText('Sem anexo');

    // Search finds it by its text too.
    await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(`das 8h às 18h (${letters})`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, `/${shortcode}`)).toBeVisible();

    const changed = `Atendemos de segunda a sábado, das 8h às 20h (${letters})`;
    await row.getByRole('button', { name: `Editar /${shortcode}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar resposta rápida' });
    await expect(edit.getByLabel('Atalho')).toHaveValue(shortcode);
    await edit.getByLabel('Resposta').fill(changed);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, `/${shortcode}`)).toContainText(changed);
    // The row shows the new text; a search by the shortcode reads it back from the server.
    await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(shortcode);
    await expect(rowOf(page, `/${shortcode}`)).toContainText(changed);
    expect((await admin.get<{ records: QuickMessage[] }>(`/quick-messages?searchParam=${shortcode}`)).records.map((r) => r.message)).toEqual([changed]);

    await rowOf(page, `/${shortcode}`).getByRole('button', { name: `Excluir /${shortcode}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Resposta rápida excluída com sucesso!')).toBeVisible();
    await expect(rowOf(page, `/${shortcode}`)).toHaveCount(0);
    await expect(page.getByText('Nenhuma resposta rápida encontrada.')).toBeVisible();
    expect((await admin.get<{ records: QuickMessage[] }>(`/quick-messages?searchParam=${shortcode}`)).records).toEqual([]);
  } finally {
    await cleanup.run();
  }
});

test('schedules: ?contactId= opens the dialog with the contact; the event is saved, shown, edited and deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const letters = lettersOnly();
  const admin = await apiSession(request);
  const cleanup = cleanUps();
  try {
    const contact = await admin.send<Contact>('POST', '/contacts', { name: `Helena ${letters}`, number: uniqueNumber() });
    cleanup.add(() => removeFound(admin, 'contacts', letters));
    cleanup.add(() => removeFound(admin, 'schedules', letters));

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto(`/schedules?contactId=${contact.id}`);
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await expect(dialog.getByLabel('Contato')).toHaveValue(contact.name, { timeout: 15_000 });

    // Two hours and a few minutes ahead: nothing is sent while the test runs.
    const sendAt = new Date(Date.now() + 2 * 60 * 60 * 1000 + 5 * 60 * 1000);
    sendAt.setSeconds(0, 0);
    const body = `Olá {{firstName}}, sua consulta é amanhã (${letters})`;
    await dialog.getByLabel('Mensagem').fill('oi');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Mensagem muito curta')).toBeVisible();
    await dialog.getByLabel('Mensagem').fill(body);
    await dialog.getByLabel('Data do envio').fill(localInputValue(sendAt));
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(toast(page, 'Agendamento salvo com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/schedules$/);

    const [saved] = (await admin.get<{ schedules: Schedule[] }>(`/schedules?searchParam=${letters}`)).schedules;
    expect(saved.body).toBe(body);
    expect(new Date(saved.sendAt).getTime()).toBe(sendAt.getTime());

    // Late in the month the event may fall in the next one.
    if (sendAt.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(contact.name);
    await expect(page.getByRole('heading', { name: 'Agendamentos (1)' })).toBeVisible();
    const edit = page.getByRole('button', { name: `Editar agendamento de ${contact.name}` });
    await expect(edit).toBeVisible();
    await expect(page.locator('.rbc-event').filter({ hasText: contact.name })).toBeVisible();

    // Opening the event edits it.
    await page.locator('.rbc-event').filter({ hasText: contact.name }).getByText(contact.name).click();
    const editing = page.getByRole('dialog', { name: /^Mensagem / });
    await expect(editing.getByLabel('Mensagem')).toHaveValue(body);
    await expect(editing.getByLabel('Data do envio')).toHaveValue(localInputValue(sendAt));
    const changed = `Olá {{firstName}}, sua consulta foi confirmada (${letters})`;
    await editing.getByLabel('Mensagem').fill(changed);
    await editing.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Agendamento salvo com sucesso!').last()).toBeVisible();
    await expect(editing).toBeHidden();
    await expect.poll(async () => (await admin.get<Schedule>(`/schedules/${saved.id}`)).body).toBe(changed);

    await page.getByRole('button', { name: `Excluir agendamento de ${contact.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Agendamento excluído com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agendamentos (0)' })).toBeVisible();
    await expect(page.locator('.rbc-event').filter({ hasText: contact.name })).toHaveCount(0);
    expect((await admin.get<{ schedules: Schedule[] }>(`/schedules?searchParam=${letters}`)).schedules).toEqual([]);
  } finally {
    await cleanup.run();
  }
});

/** The screenshots' sample data carries plain names; a run removes any left by an interrupted one first. */
const SAMPLE = {
  contacts: [
    { name: 'Maria Souza', number: '5511987650101', email: 'maria.souza@exemplo.com.br' },
    { name: 'João Pereira da Silva Albuquerque', number: '5521998760202', email: 'joao.pereira.albuquerque@empresa-exemplo.com.br' },
    { name: 'Ana Lima', number: '5531976540303', email: '' },
  ],
  tags: [
    { name: 'Urgente', color: '#B80000', kanban: 1 },
    { name: 'Cliente VIP', color: '#5C59A0', kanban: 0 },
    { name: 'Aguardando pagamento', color: '#0E9F6E', kanban: 1 },
  ],
  quickMessages: [
    { shortcode: 'pix', message: 'Nossa chave PIX é financeiro@zapdesk.com.br. Envie o comprovante por aqui, por favor.', geral: true },
    { shortcode: 'horario', message: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados das 9h às 13h.', geral: false },
  ],
};

async function removeSamples(admin: ApiSession) {
  // A contact's schedules go with it.
  for (const { number } of SAMPLE.contacts) await removeFound(admin, 'contacts', number, (row) => row.number === number);
  for (const { name } of SAMPLE.tags) await removeFound(admin, 'tags', name, (row) => row.name === name);
  for (const { shortcode } of SAMPLE.quickMessages) await removeFound(admin, 'quick-messages', shortcode, (row) => row.shortcode === shortcode);
}

async function addSamples(admin: ApiSession) {
  const contacts: Contact[] = [];
  for (const contact of SAMPLE.contacts) contacts.push(await admin.send<Contact>('POST', '/contacts', contact));
  for (const tag of SAMPLE.tags) await admin.send('POST', '/tags', tag);
  for (const quick of SAMPLE.quickMessages) await admin.send('POST', '/quick-messages', quick);
  // Two schedules later today (or tomorrow, late at night), in the month the calendar opens on when possible.
  const soon = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const later = new Date(Date.now() + 5 * 60 * 60 * 1000);
  await admin.send('POST', '/schedules', { contactId: contacts[0].id, body: 'Olá {{firstName}}, lembrete da sua consulta amanhã às 10h.', sendAt: soon.toISOString() });
  await admin.send('POST', '/schedules', { contactId: contacts[1].id, body: 'Seu pedido foi enviado! Código de rastreio em anexo.', sendAt: later.toISOString() });
  return { soon };
}

/** Goes to a page through the side menu, as a user does (and without loading the app again); phones open the menu first. */
async function openFromMenu(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // Under 600 px the menu is a drawer that opens on demand; wider, it stays open beside the page.
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  if (phone) await expect(menu).toBeHidden();
}

async function save(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  // Toasts fade on their own timers; waiting keeps them out of the picture.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

// Review aid: the four pages with rows (and calendar events) at phone and desktop width, light then dark.
for (const width of [375, 1440] as const) {
  test(`everyday pages screenshots at ${width} px, light and dark`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await apiSession(request);
    await removeSamples(admin);
    try {
      const { soon } = await addSamples(admin);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), 'light');
      await signIn(page);

      for (const mode of ['light', 'dark'] as const) {
        // Init scripts run in the order they were added: the last one sets the theme of the next page loads.
        if (mode === 'dark') await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
        const suffix = `${width}-${mode}`;

        await page.goto('/contacts');
        await expect(rowOf(page, 'Maria Souza')).toBeVisible({ timeout: 15_000 });
        await save(page, `contacts-${suffix}`);

        await openFromMenu(page, 'Tags');
        await expect(rowOf(page, 'Cliente VIP')).toBeVisible({ timeout: 15_000 });
        await save(page, `tags-${suffix}`);

        await openFromMenu(page, 'Respostas Rápidas');
        await expect(rowOf(page, '/horario')).toBeVisible({ timeout: 15_000 });
        await save(page, `quick-messages-${suffix}`);

        await openFromMenu(page, 'Agendamentos');
        await expect(page.getByRole('heading', { name: /^Agendamentos \(\d+\)$/ })).toBeVisible({ timeout: 15_000 });
        if (soon.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Próximo' }).click();
        await expect(page.locator('.rbc-event').filter({ hasText: 'Maria Souza' })).toBeVisible({ timeout: 15_000 });
        await save(page, `schedules-${suffix}`);
      }
    } finally {
      await removeSamples(admin);
    }
  });
}
