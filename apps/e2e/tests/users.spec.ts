import { expect, test } from './fixtures';
import { uniqueSuffix } from './api';
import { signIn } from './session';

test('an admin adds a user through the modal, finds it in the list and deletes it', async ({ page, tenant }) => {
  const suffix = uniqueSuffix();
  const name = `Atendente E2E ${suffix}`;
  const email = `atendente-${suffix}@zapdesk.test`;

  await signIn(page, tenant.admin);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tenant.admin.email })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Obrigatório')).toHaveCount(3);

  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('segredo1');
  await dialog.getByRole('combobox', { name: 'Ver chamados sem fila' }).click();
  await page.getByRole('option', { name: 'Habilitado' }).click();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();

  await expect(page.getByText('Usuário salvo com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  const { users } = await tenant.api.get<{ users: { email: string; allTicket: string }[] }>(`/users?searchParam=${encodeURIComponent(email)}`);
  expect(users).toMatchObject([{ email, allTicket: 'enabled' }]);

  // The new user is stored: after a reload the search (lowercased, debounced) finds only it.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(name.toUpperCase());
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: tenant.admin.email })).toHaveCount(0);

  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
