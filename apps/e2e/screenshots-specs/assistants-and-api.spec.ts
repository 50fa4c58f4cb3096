import { expect, test } from '../tests/fixtures';
import { connectionsOf } from '../tests/sandbox';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen } from './shots';

// Review aid: the Messages API page (tokens, a test answer, a webhook), the prompts and the integrations pages,
// at phone and desktop width, light and dark.
for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`messages API, prompts and integrations screenshots at ${width} px, ${mode}`, async ({ page, tenant }) => {
      test.setTimeout(120_000);
      const suffix = `${width}-${mode}`;
      const admin = tenant.api;
      const queue = await admin.send<{ id: number }>('POST', '/queue', { name: 'Vendas', color: '#1273DE' });
      await admin.send('POST', '/prompt', {
        name: 'Assistente de vendas',
        prompt: 'Você é a assistente de vendas da loja.',
        apiKey: 'sk-shot-WXYZ',
        queueId: queue.id,
      });
      await admin.send('POST', '/queueIntegration', {
        type: 'typebot',
        name: 'Bot de boas-vindas',
        urlN8N: 'https://93.184.215.14',
        typebotSlug: 'boas-vindas',
      });
      await admin.send('POST', '/queueIntegration', { type: 'n8n', name: 'Fluxo de pedidos', urlN8N: 'https://93.184.215.14/webhook/pedidos' });
      await admin.send('POST', '/webhooks', { url: 'https://93.184.215.14/zapdesk', events: ['message.created', 'ticket.closed'], description: 'ERP da loja' });
      await connectionsOf(admin).connected('API Loja');

      await setScreen(page, width, mode);
      await signIn(page, tenant.admin);

      await page.goto('/messages-api');
      await expect(page.getByRole('list', { name: 'Tokens das conexões' }).getByText('API Loja')).toBeVisible();
      await expect(page.getByText('ERP da loja')).toBeVisible();
      const form = page.getByRole('form', { name: 'Mensagens de Texto' });
      await form.getByRole('combobox', { name: 'Token cadastrado' }).click();
      await page.getByRole('option', { name: 'API Loja' }).click();
      await form.getByLabel('Número').fill(`55119${String(Date.now()).slice(-8)}`);
      await form.getByLabel('Mensagem', { exact: true }).fill('Seu pedido saiu para entrega');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByRole('status', { name: 'Resposta da API' })).toContainText('Resposta HTTP 200');
      await save(page, `messages-api-${suffix}`);

      await page.goto('/prompts');
      await expect(page.getByRole('row').filter({ hasText: 'Assistente de vendas' })).toBeVisible();
      await save(page, `prompts-${suffix}`);
      await page.getByRole('button', { name: 'Adicionar Prompt' }).click();
      await expect(page.getByRole('dialog', { name: 'Adicionar Prompt' })).toBeVisible();
      await save(page, `prompts-dialog-${suffix}`, { fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/queue-integration');
      await expect(page.getByRole('row').filter({ hasText: 'Fluxo de pedidos' })).toBeVisible();
      await save(page, `integrations-${suffix}`);
      await page.getByRole('row').filter({ hasText: 'Bot de boas-vindas' }).getByRole('button', { name: 'Editar Bot de boas-vindas' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar projeto' })).toBeVisible();
      await save(page, `integrations-dialog-${suffix}`, { fullPage: false });
    });
  }
}
