import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../tests/fixtures';
import { connectionsOf } from '../tests/sandbox';
import { signIn } from '../tests/session';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

// Review aid: the Messages API page (tokens, a test answer, a webhook), the prompts and the integrations pages,
// at phone and desktop width, light and dark.
for (const width of [375, 1440] as const) {
  for (const mode of ['light', 'dark'] as const) {
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

      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
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
      await save(page, `prompts-dialog-${suffix}`, false);
      await page.keyboard.press('Escape');

      await page.goto('/queue-integration');
      await expect(page.getByRole('row').filter({ hasText: 'Fluxo de pedidos' })).toBeVisible();
      await save(page, `integrations-${suffix}`);
      await page.getByRole('row').filter({ hasText: 'Bot de boas-vindas' }).getByRole('button', { name: 'Editar Bot de boas-vindas' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar projeto' })).toBeVisible();
      await save(page, `integrations-dialog-${suffix}`, false);
    });
  }
}

async function save(page: Page, name: string, fullPage = true) {
  mkdirSync(OUT_DIR, { recursive: true });
  // Toasts and dialog transitions fade on their own timers; waiting keeps them out of the picture.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage });
}
