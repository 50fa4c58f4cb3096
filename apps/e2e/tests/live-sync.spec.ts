import type { Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 21: one server resource has one cache, kept live by the one LiveSyncProvider. Two browsers of the same
// company: in one an attendant has a ticket's transfer dialog open with its queue picker; in the other an admin
// renames a queue on the queues page. The picker shows the new name without a reload, and a queue created over
// the API shows up in both the open picker and the queues page.

interface Queue {
  id: number;
  name: string;
}

const queueRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a queue renamed in another browser shows its new name in the open transfer picker and on the queues page', async ({ browser, tenant }) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const sales = await admin.send<Queue>('POST', '/queue', { name: `Vendas ${suffix}`, color: '#1273DE' });
  const support = await admin.send<Queue>('POST', '/queue', { name: `Suporte ${suffix}`, color: '#008B02' });
  const agent = await tenant.addUser({ name: `Ana ${suffix}`, queueIds: [sales.id, support.id] });
  const manager = await tenant.addUser({ name: `Gerente ${suffix}`, profile: 'admin' });
  const connection = await connectionsOf(admin).connected(`Loja ${suffix}`, { queueIds: [sales.id] });
  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente ${suffix}` };

  const attendantContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const attendant = await attendantContext.newPage();
  const managerPage = await managerContext.newPage();

  // The attendant accepts the customer's ticket and opens its transfer dialog's queue picker.
  await signIn(attendant, agent);
  await attendant.getByRole('tab', { name: /Aguardando/ }).click();
  await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Oi, preciso de ajuda' });
  const pending = attendant.getByRole('listitem').filter({ hasText: customer.name });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Aceitar' }).click();
  await expect(attendant.getByRole('button', { name: 'Resolver' })).toBeVisible();
  await attendant.getByRole('button', { name: 'Opções do ticket' }).click();
  await attendant.getByRole('menuitem', { name: 'Transferir' }).click();
  const transfer = attendant.getByRole('dialog', { name: 'Transferir Ticket' });
  await transfer.getByRole('combobox', { name: 'Transferir para fila' }).click();
  const picker = attendant.getByRole('listbox');
  await expect(picker.getByRole('option', { name: support.name })).toBeVisible();

  // Meanwhile, in another browser, an admin renames the support queue on the queues page.
  await signIn(managerPage, manager);
  await managerPage.goto('/queues');
  await queueRow(managerPage, support.name)
    .getByRole('button', { name: `Editar ${support.name}` })
    .click();
  const editModal = managerPage.getByRole('dialog', { name: 'Editar fila' });
  const renamed = `Suporte VIP ${suffix}`;
  await editModal.getByLabel('Nome', { exact: true }).fill(renamed);
  await editModal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(editModal).toBeHidden();

  // The open picker follows, without a reload: the new name, and the old one gone.
  await expect(picker.getByRole('option', { name: renamed })).toBeVisible();
  await expect(picker.getByRole('option', { name: support.name, exact: true })).toHaveCount(0);

  // A queue created elsewhere (here over the API) reaches both the open picker and the queues page.
  const finance = `Financeiro ${suffix}`;
  await admin.send<Queue>('POST', '/queue', { name: finance, color: '#B80000' });
  await expect(picker.getByRole('option', { name: finance })).toBeVisible();
  await expect(queueRow(managerPage, finance)).toBeVisible();
  await expect(queueRow(managerPage, renamed)).toBeVisible();

  await attendantContext.close();
  await managerContext.close();
});
