import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from '../tests/fixtures';
import { signIn } from '../tests/session';

// Review aid: the campaigns list, a campaign's report, a list's contacts and the campaign settings at phone and desktop width, light then dark.
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function save(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

for (const width of [375, 1440] as const) {
  test(`campaigns screenshots at ${width} px, light and dark`, async ({ page, tenant }) => {
    test.setTimeout(120_000);
    const list = await tenant.api.send<{ id: number }>('POST', '/contact-lists', { name: 'Clientes VIP' });
    await tenant.api.send('POST', '/contact-list-items', { name: 'Ana Lima', number: '5511990000001', email: '', contactListId: list.id });
    const campaign = await tenant.api.send<{ id: number }>('POST', '/campaigns', {
      name: 'Black Friday',
      contactListId: list.id,
      confirmation: true,
      message1: 'Olá {nome}!',
    });
    await tenant.api.send('POST', '/campaigns', { name: 'Natal sem lista', message1: 'Feliz Natal' });

    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), 'light');
    await signIn(page, tenant.admin);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
      const suffix = `${width}-${mode}`;
      await page.goto('/campaigns');
      await expect(page.getByText('Natal sem lista')).toBeVisible({ timeout: 15_000 });
      await save(page, `campaigns-${suffix}`);
      await page.goto(`/campaign/${campaign.id}/report`);
      await expect(page.getByTestId('campaign-report-status')).toBeVisible({ timeout: 15_000 });
      await save(page, `campaign-report-${suffix}`);
      await page.goto(`/contact-lists/${list.id}/contacts`);
      await expect(page.getByText('Ana Lima')).toBeVisible({ timeout: 15_000 });
      await save(page, `contact-list-items-${suffix}`);
      await page.goto('/campaigns-config');
      await expect(page.getByRole('heading', { name: 'Configurações de Campanhas' })).toBeVisible({ timeout: 15_000 });
      await save(page, `campaigns-config-${suffix}`);
    }
  });
}
