import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiSession } from './api';
import { signIn } from './session';

interface Setting {
  key: string;
  value: string;
}

const RATING_LABELS: Record<string, string> = { enabled: 'Habilitadas', disabled: 'Desabilitadas' };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a changed option is saved at once and survives a reload', async ({ page, request }) => {
  const api = await apiSession(request);
  const settings = await api.get<Setting[]>('/settings');
  const original = settings.find((s) => s.key === 'userRating')?.value ?? 'disabled';
  const changed = original === 'enabled' ? 'disabled' : 'enabled';

  try {
    await signIn(page);
    await page.goto('/settings');
    const tabs = page.getByRole('tablist', { name: 'Seções das configurações' });
    await expect(tabs.getByRole('tab')).toHaveText(['Opções', 'Empresas', 'Planos', 'Ajuda']);
    await expect(page.getByRole('combobox', { name: 'Avaliações' })).toHaveText(RATING_LABELS[original]);

    await choose(page, 'Avaliações', RATING_LABELS[changed]);
    await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Avaliações' })).toHaveText(RATING_LABELS[changed]);
  } finally {
    await api.send('PUT', '/settings/userRating', { value: original });
  }
});

test('Horários appears with scheduleType "Empresa" and saves the company hours', async ({ page, request }) => {
  const api = await apiSession(request);
  const settings = await api.get<Setting[]>('/settings');
  const originalType = settings.find((s) => s.key === 'scheduleType')?.value ?? 'disabled';
  const me = await api.get<{ user: { companyId: number } }>('/auth/me');
  const company = await api.get<{ schedules: unknown[] }>(`/companies/${me.user.companyId}`);

  try {
    await api.send('PUT', '/settings/scheduleType', { value: 'disabled' });
    await signIn(page);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Horários' })).toHaveCount(0);

    await choose(page, 'Gerenciamento de Expediente', 'Empresa');
    await expect(page.getByText('Operação atualizada com sucesso.')).toBeVisible();
    await page.getByRole('tab', { name: 'Horários' }).click();

    const saturday = page.getByRole('group', { name: 'Sábado' });
    await saturday.getByLabel('Hora de término').fill('');
    // The HH:mm mask reads the caret between keystrokes: type at a person's pace.
    await saturday.getByLabel('Hora de término').pressSequentially('1330', { delay: 80 });
    await expect(saturday.getByLabel('Hora de término')).toHaveValue('13:30');
    await page.getByRole('button', { name: 'Salvar horários' }).click();
    await expect(page.getByText('Horários atualizados com sucesso.')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Horários' }).click();
    await expect(page.getByRole('group', { name: 'Sábado' }).getByLabel('Hora de término')).toHaveValue('13:30');
  } finally {
    await api.send('PUT', '/settings/scheduleType', { value: originalType });
    if (company.schedules.length > 0) await api.send('PUT', `/companies/${me.user.companyId}/schedules`, { schedules: company.schedules });
  }
});
