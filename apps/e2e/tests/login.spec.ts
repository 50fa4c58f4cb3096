import { expect, test } from './fixtures';
import { signIn } from './session';

test("a company's admin signs in and lands on /tickets inside the shell", async ({ page, tenant }) => {
  await signIn(page, tenant.admin);

  await expect(page.getByText('Login efetuado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toHaveText('6.0.0');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test('a reload keeps the session through the refresh cookie', async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.reload();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
});

test('a wrong password is refused and stays on /login', async ({ page, tenant }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(tenant.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByText('Erro de autenticação. Por favor, tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session and returns to /login', async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login$/);
});
