import { expect } from '@playwright/test';
import { test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 15 Playwright: a company admin imports a spreadsheet into a contact list, creates and starts a campaign
// on a sandbox connection and watches its report reach FINALIZADA live.

/** datetime-local text for the start: this minute (the API accepts up to a minute past) unless it is almost over. */
function startMinute(): string {
  const at = new Date();
  if (at.getSeconds() > 40) at.setMinutes(at.getMinutes() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('imports a spreadsheet, runs a campaign on a sandbox connection and sees its report finish', async ({ page, tenant }) => {
  test.setTimeout(360_000);
  await connectionsOf(tenant.api).connected('Sandbox Campanhas');
  // No pauses between contacts: the pacing has its own API tests.
  await tenant.api.send('POST', '/campaign-settings', { settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 } });

  await signIn(page, tenant.admin);
  await page.goto('/contact-lists');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const listDialog = page.getByRole('dialog', { name: 'Nova lista' });
  await listDialog.getByLabel('Nome').fill('Clientes E2E');
  await listDialog.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('button', { name: 'Contatos Clientes E2E' }).click();
  await expect(page).toHaveURL(/\/contact-lists\/\d+\/contacts$/);

  await page.getByRole('button', { name: 'Importar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar planilha' });
  await expect(importDialog.getByRole('button', { name: 'Baixar planilha de exemplo' })).toBeVisible();
  const csv = 'Name,NUMBER,email\nAna Campanha,5511990000001,ana@e2e.test\nBeto Campanha,5511990000002,\nCaio Campanha,5511990000003,caio@e2e.test\n';
  const chooser = page.waitForEvent('filechooser');
  await importDialog.getByRole('button', { name: 'Escolher arquivo' }).click();
  await (await chooser).setFiles({ name: 'contatos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Importação concluída: 3 adicionados, 0 atualizados.')).toBeVisible();
  for (const name of ['Ana Campanha', 'Beto Campanha', 'Caio Campanha']) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova campanha' });
  await dialog.getByLabel('Nome').fill('Campanha E2E');
  await dialog.getByRole('combobox', { name: 'Lista de Contatos' }).click();
  await page.getByRole('option', { name: 'Clientes E2E' }).click();
  await dialog.getByRole('combobox', { name: 'Conexão' }).click();
  await page.getByRole('option', { name: 'Sandbox Campanhas' }).click();
  await dialog.getByLabel('Mensagem 1').fill('Olá {nome}, temos novidades!');
  await dialog.getByLabel('Agendamento').fill(startMinute());
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Campanha E2E' });
  await expect(row.getByText(/Programada|Em Andamento|Finalizada/)).toBeVisible();

  await row.getByRole('button', { name: 'Relatório Campanha E2E' }).click();
  await expect(page).toHaveURL(/\/campaign\/\d+\/report$/);
  await expect(page.getByRole('heading', { name: 'Relatório da Campanha E2E' })).toBeVisible();
  await expect(page.getByTestId('campaign-report-status')).toHaveText('Finalizada: entregue 3 de 3 contatos válidos', { timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: 'Progresso da campanha' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('region', { name: 'Lista de Contatos' })).toContainText('Clientes E2E');
});
