import type { Locator, Page } from '@playwright/test';
import { uniqueSuffix, type ApiSession } from './api';
import { expect, type Tenant } from './fixtures';
import { connectionsOf } from './sandbox';

// The billing screens' data and steps, shared by billing.spec.ts (which asserts them) and the screenshots spec
// that pictures the same screens.

export interface Invoice {
  id: number;
  status: string;
  value: number;
}

/** One open ticket of the tenant's admin, started today through a connected sandbox connection. */
export async function startTicket(tenant: Tenant): Promise<void> {
  const admin = tenant.api;
  const connection = await connectionsOf(admin).connected(`Loja ${uniqueSuffix()}`);
  const contact = await admin.send<{ id: number }>('POST', '/contacts', {
    name: `Cliente ${uniqueSuffix()}`,
    number: `55119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
  });
  await admin.send('POST', '/tickets', { contactId: contact.id, userId: tenant.admin.id, whatsappId: connection.id, status: 'open' });
}

/** The dashboard of startTicket's company once loaded: its counters, both charts and the attendants' table. */
export async function expectDashboard(page: Page, adminName: string): Promise<void> {
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

/**
 * The platform's Pix settings (as the super user sets them on Configurações) and the tenant moved to a paid plan
 * of R$ 49,90 (the seeded one is free, and free plans are not billed): its 3-day trial, due within 20 days, gets an
 * invoice, which this returns with the plan's name.
 */
export async function billPixPlan(superApi: ApiSession, tenant: Tenant): Promise<{ planName: string; invoice: Invoice }> {
  await superApi.send('PUT', '/settings/pixKey', { value: 'financeiro@zapdesk.test' });
  await superApi.send('PUT', '/settings/pixMerchantName', { value: 'ZapDesk' });
  await superApi.send('PUT', '/settings/pixMerchantCity', { value: 'SAO PAULO' });
  const planName = `Plano Pix ${uniqueSuffix()}`;
  const plan = await superApi.send<{ id: number }>('POST', '/plans', { name: planName, users: 10, connections: 10, queues: 10, value: 49.9 });
  await superApi.send('PUT', `/companies/${tenant.companyId}`, { planId: plan.id });
  await tenant.api.send('POST', '/invoices/generate', {});
  const [invoice] = await tenant.api.get<Invoice[]>('/invoices/all');
  return { planName, invoice };
}

/**
 * 'Falta pouco!' from its first step to the Pix screen: the address, the plan (billPixPlan's, checked), the
 * summary, 'PAGAR', and the toast saying the subscription waits for the payment.
 */
export async function checkoutToPix(page: Page, dialog: Locator, planName: string): Promise<void> {
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
}
