import { expect, test } from '@playwright/test';
import { SUPER_USER, signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen } from './shots';

// Review aid: PNGs of the login page and the shell at phone and desktop width, light and dark.

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`screenshots at ${width} px, ${mode}`, async ({ page }) => {
      await setScreen(page, width, mode);

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
        await save(page, `drawer-${width}-${mode}`, { fullPage: false });
      }
    });
  }
}
