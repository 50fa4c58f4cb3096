import { billPixPlan, checkoutToPix, expectDashboard, startTicket } from '../tests/billing';
import { expect, test } from '../tests/fixtures';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen, setTheme } from './shots';

// Review aid: the dashboard with its charts at phone and desktop width, light then dark; the invoices and the
// checkout's Pix screen (the steps tests/billing.spec.ts asserts) at both widths in both themes.

for (const width of WIDTHS) {
  test(`dashboard screenshots at ${width} px, light and dark`, async ({ page, tenant }) => {
    await startTicket(tenant);
    await setScreen(page, width, 'light');
    await signIn(page, tenant.admin);
    for (const mode of MODES) {
      if (mode === 'dark') await setTheme(page, mode);
      await page.goto('/');
      await expectDashboard(page, tenant.admin.name);
      await save(page, `dashboard-${width}-${mode}`);
    }
  });

  for (const mode of MODES) {
    test(`invoices and checkout screenshots at ${width} px, ${mode}`, async ({ page, tenant, superApi }) => {
      const { planName } = await billPixPlan(superApi, tenant);
      await setScreen(page, width, mode);
      await signIn(page, tenant.admin);
      await page.goto('/financeiro');
      // The invoice's row by its plan: a phone leaves the id column out.
      const row = page.getByRole('row').filter({ hasText: planName });
      await expect(row.getByText('Em Aberto')).toBeVisible();
      await save(page, `invoices-${width}-${mode}`);

      await row.getByRole('button', { name: /^PAGAR/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
      await expect(dialog.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
      await save(page, `checkout-address-${width}-${mode}`, { fullPage: false });
      await checkoutToPix(page, dialog, planName);
      await expect(dialog.getByRole('img', { name: 'QR Code Pix da fatura' })).toBeVisible();
      await save(page, `checkout-pix-${width}-${mode}`, { fullPage: false });
    });
  }
}
