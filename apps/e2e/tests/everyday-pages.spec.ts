import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// The everyday pages of the issue 'Contacts, tags, kanban, quick replies and scheduled messages' driven as
// a user would: /contacts, /tags, /quick-messages and /schedules (everyday-tools.spec.ts covers the kanban
// drag, a quick reply used in a ticket and a schedule's delivery). Each test signs up a
// company of its own (tests/fixtures.ts); screenshots-specs/everyday-pages.spec.ts shows the four pages.

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

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** 'YYYY-MM-DDTHH:mm' in this machine's zone, which is the browser's: what a datetime-local input holds. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('contacts: add, search, edit, export, import from the phone, delete, and a live arrival', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const letters = lettersOnly();
  const admin = tenant.api;
  // The simulated phone syncs its address book; its connection is the company's first, so its default, the one import reads.
  const connection = await connectionsOf(admin).connected('Agenda');
  expect((await connectionsOf(admin).list()).find((c) => c.id === connection.id)?.isDefault).toBe(true);
  const saved = { number: uniqueNumber(), name: `Importado ${letters}` };
  await admin.send('POST', `/sandbox/${connection.id}/address-book`, { contacts: [saved] });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await openFromMenu(page, 'Contatos');
  await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();

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
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, first.name)).toContainText(first.email);

  // Edit: a one-letter name is refused, then the new name is saved.
  const renamed = `Carla Dias ${letters}`;
  await rowOf(page, first.name)
    .getByRole('button', { name: `Editar ${first.name}` })
    .click();
  const editModal = page.getByRole('dialog', { name: 'Editar contato' });
  const nameField = editModal.getByLabel('Nome', { exact: true });
  await expect(nameField).toHaveValue(first.name);
  await nameField.fill('a');
  await editModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(editModal.getByText('Muito curto!')).toBeVisible();
  await nameField.fill(renamed);
  await expect(editModal.getByText('Muito curto!')).toHaveCount(0);
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
    await expect(confirmImport).toBeHidden();
    await expect(rowOf(page, saved.name)).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(toast(page, 'Importação concluída: 1 contato(s) criado(s) e 0 atualizado(s).')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);

  // Delete through the row's action and the confirmation.
  await rowOf(page, saved.name)
    .getByRole('button', { name: `Excluir ${saved.name}` })
    .click();
  const confirmDelete = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirmDelete.getByText(`Todos os atendimentos e mensagens de ${saved.name} também serão excluídos.`)).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Contato excluído com sucesso!')).toBeVisible();
  await expect(rowOf(page, saved.name)).toHaveCount(0);
  await expect(rowOf(page, renamed)).toBeVisible();

  // Live: a contact created elsewhere shows up without a reload.
  const live = await admin.send<Contact>('POST', '/contacts', { name: `Bruno ${letters}`, number: uniqueNumber() });
  await expect(rowOf(page, live.name)).toBeVisible();
});

test('tags: add, a too-short name, the kanban switch, edit, delete, and a live arrival', async ({ page, tenant }) => {
  test.setTimeout(180_000);
  const letters = lettersOnly();
  const admin = tenant.api;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await openFromMenu(page, 'Tags');
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
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

  await rowOf(page, renamed)
    .getByRole('button', { name: `Excluir ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Tag excluída com sucesso.')).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect((await admin.get<{ tags: Tag[] }>(`/tags?searchParam=${letters}`)).tags).toEqual([]);

  // Live: a tag created elsewhere shows up without a reload.
  const live = await admin.send<Tag>('POST', '/tags', { name: `Pós-venda ${letters}`, color: '#5C59A0' });
  await expect(rowOf(page, live.name)).toBeVisible();
});

test('quick messages: add one, see it listed, edit it and delete it', async ({ page, tenant }) => {
  test.setTimeout(180_000);
  const letters = lettersOnly();
  const admin = tenant.api;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await openFromMenu(page, 'Respostas Rápidas');
  await expect(page.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();

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
  // Filter by the shortcode before editing: it matches before and after the edit, so the row stays listed
  // whenever the debounced search and the live update land (filtering by the old text, it may vanish).
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(shortcode);
  await expect(page.getByRole('row')).toHaveCount(2);

  const changed = `Atendemos de segunda a sábado, das 8h às 20h (${letters})`;
  await row.getByRole('button', { name: `Editar /${shortcode}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar resposta rápida' });
  await expect(edit.getByLabel('Atalho')).toHaveValue(shortcode);
  await edit.getByLabel('Resposta').fill(changed);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, `/${shortcode}`)).toContainText(changed);
  // After a reload the row reads the new text back from the server.
  await page.reload();
  await expect(rowOf(page, `/${shortcode}`)).toContainText(changed);
  expect((await admin.get<{ records: QuickMessage[] }>(`/quick-messages?searchParam=${shortcode}`)).records.map((r) => r.message)).toEqual([changed]);

  await rowOf(page, `/${shortcode}`)
    .getByRole('button', { name: `Excluir /${shortcode}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Resposta rápida excluída com sucesso!')).toBeVisible();
  await expect(rowOf(page, `/${shortcode}`)).toHaveCount(0);
  await expect(page.getByText('Nenhuma resposta rápida encontrada.')).toBeVisible();
  expect((await admin.get<{ records: QuickMessage[] }>(`/quick-messages?searchParam=${shortcode}`)).records).toEqual([]);
});

test('schedules: ?contactId= opens the dialog with the contact; the event is saved, shown, edited and deleted', async ({ page, tenant }) => {
  test.setTimeout(180_000);
  const letters = lettersOnly();
  const admin = tenant.api;
  const contact = await admin.send<Contact>('POST', '/contacts', { name: `Helena ${letters}`, number: uniqueNumber() });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto(`/schedules?contactId=${contact.id}`);
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog.getByLabel('Contato')).toHaveValue(contact.name);

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
});

/** Goes to a page through the side menu, as a user does (and without loading the app again); phones open the menu first. */
async function openFromMenu(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // Under 600 px the menu is a drawer that opens on demand; wider, it stays open beside the page.
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  if (phone) await expect(menu).toBeHidden();
}
