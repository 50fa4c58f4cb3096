import { expect, test } from './fixtures';
import { signIn } from './session';

// AI assistants (issue 16, item 4 'Playwright'): an admin creates a prompt and an integration in their dialogs
// and attaches both to a queue in the queue modal; the API then holds them as the page showed them.

interface Queue {
  id: number;
  name: string;
  promptId: number | null;
  integrationId: number | null;
}
interface Named {
  id: number;
  name: string;
}

test('a prompt and an n8n integration made in their dialogs are attached to a queue', async ({ page, tenant }) => {
  const admin = tenant.api;
  const queue = await admin.send<Queue>('POST', '/queue', { name: 'Atendimento IA', color: '#1273DE' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);

  // 1. The prompt: without a queue the dialog refuses it ('Informe o setor').
  await page.goto('/prompts');
  await expect(page.getByRole('heading', { name: 'Prompts' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Prompt' }).click();
  const promptDialog = page.getByRole('dialog', { name: 'Adicionar Prompt' });
  await promptDialog.getByLabel('Nome', { exact: true }).fill('Assistente de vendas');
  await promptDialog.getByLabel('API Key').fill('sk-e2e-0123456789abcdWXYZ');
  await promptDialog.getByLabel('Prompt', { exact: true }).fill('Você é a assistente de vendas. Responda em poucas linhas.');
  await promptDialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(promptDialog.getByText('Informe o setor')).toBeVisible();
  await promptDialog.getByRole('combobox', { name: 'Setor/Fila' }).click();
  await page.getByRole('option', { name: 'Atendimento IA' }).click();
  await promptDialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(promptDialog).toBeHidden();
  const promptRow = page.getByRole('row').filter({ hasText: 'Assistente de vendas' });
  await expect(promptRow).toContainText('Atendimento IA');
  await expect(promptRow).toContainText('100');

  // Reopened, the key shows only as its last 4 characters.
  await promptRow.getByRole('button', { name: 'Editar Assistente de vendas' }).click();
  const editPrompt = page.getByRole('dialog', { name: 'Editar Prompt' });
  await expect(editPrompt.getByLabel('API Key')).toHaveValue('');
  await expect(editPrompt.getByText(/terminada em WXYZ/)).toBeVisible();
  await editPrompt.getByRole('button', { name: 'Cancelar' }).click();

  // 2. The integration: an n8n flow at a public address (saving checks the address, not the flow).
  await page.goto('/queue-integration');
  await page.getByRole('button', { name: 'Adicionar projeto' }).click();
  const integrationDialog = page.getByRole('dialog', { name: 'Adicionar projeto' });
  await integrationDialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'n8n n8n' }).click();
  await integrationDialog.getByLabel('Nome', { exact: true }).fill('Fluxo de pedidos');
  await integrationDialog.getByLabel('URL do n8n').fill('https://93.184.215.14/webhook/pedidos');
  await integrationDialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(integrationDialog).toBeHidden();
  const integrationRow = page.getByRole('row').filter({ hasText: 'Fluxo de pedidos' });
  await expect(integrationRow.getByRole('img', { name: 'n8n' })).toBeVisible();

  const prompt = (await admin.get<{ prompts: Named[] }>('/prompt')).prompts.find((p) => p.name === 'Assistente de vendas');
  const integration = (await admin.get<{ queueIntegrations: Named[] }>('/queueIntegration/')).queueIntegrations.find((i) => i.name === 'Fluxo de pedidos');
  expect(prompt && integration, 'both saved').toBeTruthy();

  // 3. The queue modal attaches both.
  await page.goto('/queues');
  await page.getByRole('row').filter({ hasText: 'Atendimento IA' }).getByRole('button', { name: 'Editar Atendimento IA' }).click();
  const queueModal = page.getByRole('dialog', { name: 'Editar fila' });
  await queueModal.getByRole('combobox', { name: 'Prompt' }).click();
  await page.getByRole('option', { name: 'Assistente de vendas' }).click();
  await queueModal.getByRole('combobox', { name: 'Integração' }).click();
  await page.getByRole('option', { name: 'Fluxo de pedidos' }).click();
  await queueModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(queueModal).toBeHidden();

  const saved = (await admin.get<Queue[]>('/queue')).find((q) => q.id === queue.id);
  expect(saved).toMatchObject({ promptId: prompt!.id, integrationId: integration!.id });
});
