import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SUPER_USER, signIn } from '../tests/session';

// Review aid: PNGs of the login page and the shell at phone and desktop width, light and dark.
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const WIDTHS = [375, 1440] as const;
const MODES = ['light', 'dark'] as const;

async function setMode(page: Page, mode: (typeof MODES)[number]) {
  await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
}

async function save(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  // Toasts fade on their own timer; waiting keeps them out of the picture.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`screenshots at ${width} px, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await setMode(page, mode);

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
      await save(page, `signup-${width}-${mode}`);

      await page.goto('/forgetpsw');
      await expect(page.getByRole('button', { name: 'Enviar email' })).toBeVisible();
      await save(page, `forgetpsw-${width}-${mode}`);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await save(page, `login-${width}-${mode}`);

      await signIn(page, SUPER_USER);
      await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
      await save(page, `shell-${width}-${mode}`);

      await page.goto('/todolist');
      await page.getByLabel('Nova tarefa').fill('Retornar o contato do cliente');
      await page.getByRole('button', { name: 'Adicionar' }).click();
      await save(page, `todolist-${width}-${mode}`);

      if (width < 600) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.getByTestId('app-version')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(OUT_DIR, `drawer-${width}-${mode}.png`) });
      }
    });
  }
}
