import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './session';

interface Setting {
  key: string;
  value: string;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("a company admin's changed option is saved at once and survives a reload", async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Seções das configurações' });
  // The platform tabs (Empresas, Planos, Ajuda) are the super user's alone.
  await expect(tabs.getByRole('tab')).toHaveText(['Opções']);
  await expect(page.getByRole('combobox', { name: 'Avaliações' })).toHaveText('Desabilitadas');

  await choose(page, 'Avaliações', 'Habilitadas');
  await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();
  expect((await tenant.api.get<Setting[]>('/settings')).find((s) => s.key === 'userRating')?.value).toBe('enabled');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Avaliações' })).toHaveText('Habilitadas');
});

test('Horários appears with scheduleType "Empresa" and saves the company hours', async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Horários' })).toHaveCount(0);

  await choose(page, 'Gerenciamento de Expediente', 'Empresa');
  await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();
  await page.getByRole('tab', { name: 'Horários' }).click();

  const saturday = page.getByRole('group', { name: 'Sábado' });
  await saturday.getByLabel('Hora de término').fill('');
  // Typed at a machine's pace: the mask keeps every key however fast they come.
  await saturday.getByLabel('Hora de término').pressSequentially('1330');
  await expect(saturday.getByLabel('Hora de término')).toHaveValue('13:30');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários atualizados com sucesso.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Horários' }).click();
  await expect(page.getByRole('group', { name: 'Sábado' }).getByLabel('Hora de término')).toHaveValue('13:30');
});
