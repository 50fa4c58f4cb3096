import { expect, type Page } from '@playwright/test';

/** The platform super user the API seeds on first start (§10 Platform). */
export const SUPER_USER = { email: 'admin@admin.com', password: '123456' };

/** Signs in through the login form and waits for the landing page. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
}
