import { billPixPlan, checkoutToPix, expectDashboard, startTicket, type Invoice } from './billing';
import { expect, test } from './fixtures';
import { signIn } from './session';

// Issue 17's screens in the browser: the dashboard (with its charts) at phone and desktop width in both themes,
// the 'Falta pouco!' checkout to the Pix screen, and the renewal shown live when the super user marks the invoice paid.

for (const width of [375, 1440] as const) {
  test(`the dashboard shows counters, both charts and the attendants at ${width} px, light and dark`, async ({ page, tenant }) => {
    test.setTimeout(240_000);
    await startTicket(tenant);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), 'light');
    await signIn(page, tenant.admin);
    for (const mode of ['light', 'dark'] as const) {
      // Init scripts run in the order they were added: the last one sets the theme of the next page load.
      if (mode === 'dark') await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
      await page.goto('/');
      await expectDashboard(page, tenant.admin.name);
      // A phone shows the whole page without sideways scrolling (the attendants table scrolls inside its card).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('checkout: Falta pouco! to the Pix screen, then the super user marks the invoice paid and the renewal shows live', async ({ page, tenant, superApi }) => {
  test.setTimeout(240_000);
  const { planName, invoice } = await billPixPlan(superApi, tenant);
  expect(invoice).toMatchObject({ status: 'open', value: 49.9 });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/financeiro');
  await expect(page.getByRole('heading', { name: 'Faturas' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${invoice.id} `) });
  await expect(row.getByText('Em Aberto')).toBeVisible();
  await row.getByRole('button', { name: /^PAGAR/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await expect(dialog.getByText('O nome completo é obrigatório')).toBeVisible();
  await checkoutToPix(page, dialog, planName);

  const qr = dialog.getByRole('img', { name: 'QR Code Pix da fatura' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const code = await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  expect(code).toMatch(/^000201/);
  expect(code).toContain('financeiro@zapdesk.test');
  expect(code).toContain('540549.90');
  await expect(dialog.getByRole('button', { name: 'Copiar código' })).toBeVisible();

  // The super user confirms the payment: the company's due date moves on and the screen says so live.
  const paid = await superApi.send<Invoice>('PUT', `/invoices/${invoice.id}`, { status: 'paid' });
  expect(paid.status).toBe('paid');
  const company = await superApi.get<{ dueDate: string }>(`/companies/${tenant.companyId}`);
  const [year, month, day] = company.dueDate.slice(0, 10).split('-');
  await expect(page.getByText(`Sua licença foi renovada até ${day}/${month}/${year}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
