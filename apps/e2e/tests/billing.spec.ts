import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { expect, test, type Tenant } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 17's screens in the browser: the dashboard (with its charts) at phone and desktop width in both themes,
// the 'Falta pouco!' checkout to the Pix screen, and the renewal shown live when the super user marks the invoice paid.

/** The review screenshots go where `npm run screenshots` puts its own. */
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

interface Invoice {
  id: number;
  status: string;
  value: number;
}

/** One open ticket of the tenant's admin, started today through a connected sandbox connection. */
async function startTicket(tenant: Tenant): Promise<void> {
  const admin = tenant.api;
  const connection = await connectionsOf(admin).connected(`Loja ${uniqueSuffix()}`);
  const contact = await admin.send<{ id: number }>('POST', '/contacts', {
    name: `Cliente ${uniqueSuffix()}`,
    number: `55119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
  });
  await admin.send('POST', '/tickets', { contactId: contact.id, userId: tenant.admin.id, whatsappId: connection.id, status: 'open' });
}

async function expectDashboard(page: Page, adminName: string) {
  // The dashboard waits 1 s after opening, then the counters of the month so far.
  await expect(page.getByTestId('counter-supportHappening')).toHaveText('1');
  await expect(page.getByTestId('counter-avgWaitTime')).toHaveText(/^\d{2} h \d{2} m$/);
  const perUser = page.getByTestId('chart-tickets-per-user');
  await expect(perUser.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await expect(perUser.getByRole('img', { name: new RegExp(`${adminName}: 1`) })).toBeVisible();
  const perDay = page.getByTestId('chart-tickets-per-day');
  await expect(perDay.locator('.recharts-surface')).toBeVisible();
  await expect(perDay.getByRole('img', { name: /Atendimentos por dia/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Atendentes' }).getByRole('row', { name: new RegExp(adminName) })).toBeVisible();
}

for (const width of [375, 1440] as const) {
  test(`the dashboard shows counters, both charts and the attendants at ${width} px, light and dark`, async ({ page, tenant }) => {
    test.setTimeout(240_000);
    await startTicket(tenant);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), 'light');
    await signIn(page, tenant.admin);
    mkdirSync(OUT_DIR, { recursive: true });
    for (const mode of ['light', 'dark'] as const) {
      // Init scripts run in the order they were added: the last one sets the theme of the next page load.
      if (mode === 'dark') await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
      await page.goto('/');
      await expectDashboard(page, tenant.admin.name);
      // A phone shows the whole page without sideways scrolling (the attendants table scrolls inside its card).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(OUT_DIR, `dashboard-${width}-${mode}.png`), fullPage: true });
    }
  });
}

test('checkout: Falta pouco! to the Pix screen, then the super user marks the invoice paid and the renewal shows live', async ({ page, tenant, superApi }) => {
  test.setTimeout(240_000);
  // The platform's Pix settings, as the super user sets them on Configurações.
  await superApi.send('PUT', '/settings/pixKey', { value: 'financeiro@zapdesk.test' });
  await superApi.send('PUT', '/settings/pixMerchantName', { value: 'ZapDesk' });
  await superApi.send('PUT', '/settings/pixMerchantCity', { value: 'SAO PAULO' });
  // A paid plan (the seeded one is free, and free plans are not billed); the 3-day trial is due within 20 days.
  const planName = `Plano Pix ${uniqueSuffix()}`;
  const plan = await superApi.send<{ id: number }>('POST', '/plans', { name: planName, users: 10, connections: 10, queues: 10, value: 49.9 });
  await superApi.send('PUT', `/companies/${tenant.companyId}`, { planId: plan.id });
  await tenant.api.send('POST', '/invoices/generate', {});
  const [invoice] = await tenant.api.get<Invoice[]>('/invoices/all');
  expect(invoice).toMatchObject({ status: 'open', value: 49.9 });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/financeiro');
  await expect(page.getByRole('heading', { name: 'Faturas' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${invoice.id} `) });
  await expect(row.getByText('Em Aberto')).toBeVisible();
  mkdirSync(OUT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(OUT_DIR, 'invoices-1440-light.png') });
  await row.getByRole('button', { name: /^PAGAR/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await expect(dialog.getByText('O nome completo é obrigatório')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome completo' }).fill('Ana Souza');
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua das Flores, 10');
  await dialog.getByRole('textbox', { name: 'Cidade' }).fill('Campinas');
  await dialog.getByRole('textbox', { name: 'CEP' }).fill('13000-000');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toContainText(planName);
  await expect(dialog.getByRole('radio', { checked: true })).toContainText('R$ 49,90');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await expect(dialog.getByText('Total')).toBeVisible();
  await dialog.getByRole('button', { name: 'PAGAR' }).click();

  await expect(page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento')).toBeVisible();
  const qr = dialog.getByRole('img', { name: 'QR Code Pix da fatura' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const code = await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  expect(code).toMatch(/^000201/);
  expect(code).toContain('financeiro@zapdesk.test');
  expect(code).toContain('540549.90');
  await expect(dialog.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await page.screenshot({ path: path.join(OUT_DIR, 'checkout-pix-1440-light.png') });

  // The super user confirms the payment: the company's due date moves on and the screen says so live.
  const paid = await superApi.send<Invoice>('PUT', `/invoices/${invoice.id}`, { status: 'paid' });
  expect(paid.status).toBe('paid');
  const company = await superApi.get<{ dueDate: string }>(`/companies/${tenant.companyId}`);
  const [year, month, day] = company.dueDate.slice(0, 10).split('-');
  await expect(page.getByText(`Sua licença foi renovada até ${day}/${month}/${year}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
