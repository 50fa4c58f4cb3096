import { expect, test } from '@playwright/test';

// Issue 20 points 2 and 5 on the public pages: every link under a validated form works on its first click
// (the click blurs the autofocused field, which must not show an error and move the link away from under the
// pointer), and a logged-out visit logs no error in the console.

test('links under the sign-in, sign-up and reset forms work on the first click', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('link', { name: 'Não tem uma conta? Cadastre-se!' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await expect(page.getByLabel('Nome da Empresa')).toBeFocused();
  await page.getByRole('link', { name: 'Já tem uma conta? Entre!' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forgetpsw$/);

  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Nothing was typed, so nothing was flagged on the way.
  await expect(page.getByText('Obrigatório')).toHaveCount(0);
});

test('a logged-out visit logs no console error (no refresh attempt without a session)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/refresh_token')) refreshes.push(response.status());
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  for (const path of ['/signup', '/forgetpsw', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('link').first()).toBeVisible();
  }
  // Let any late request of the last load finish before reading what the console got.
  await page.waitForLoadState('networkidle');
  expect(refreshes.filter((status) => status >= 400)).toEqual([]);
  expect(errors).toEqual([]);
});
