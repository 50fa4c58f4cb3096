import { expect, test } from './fixtures';
import type { ApiSession } from './api';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// The Messages API page (issue 14, item 5 'Playwright'): its text test form posts to the real
// /api/messages/send with a connection token and the sandbox phone receives the message; a token is copied.

interface OutboxItem {
  to: string;
  body: string;
}
interface ConnectionWithToken {
  id: number;
  name: string;
  token: string;
}

const outbox = (admin: ApiSession, connectionId: number, to: string) => admin.get<OutboxItem[]>(`/sandbox/${connectionId}/outbox?to=${to}`);

test('the text test form sends through the external API to the sandbox phone, and a token is copied', async ({ page, context, tenant }) => {
  const admin = tenant.api;
  const connection = await connectionsOf(admin).connected('API Loja');
  const token = (await admin.get<ConnectionWithToken[]>('/whatsapp/?session=0')).find((c) => c.id === connection.id)?.token;
  expect(token, 'an admin reads the generated token').toBeTruthy();
  const number = `55119${String(Date.now()).slice(-8)}`;
  const text = `Pedido ${String(Date.now()).slice(-5)} saiu para entrega`;

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/messages-api');
  await expect(page.getByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeVisible();

  // The token list copies the whole token.
  const tokens = page.getByRole('list', { name: 'Tokens das conexões' });
  await tokens.getByRole('button', { name: 'Copiar token de API Loja' }).click();
  await expect(page.getByText('Copiado para a área de transferência.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // The text form: chosen token, number, text → the endpoint's answer, and the message on the phone.
  const form = page.getByRole('form', { name: 'Mensagens de Texto' });
  await form.getByRole('combobox', { name: 'Token cadastrado' }).click();
  await page.getByRole('option', { name: 'API Loja' }).click();
  await form.getByLabel('Número').fill(number);
  await form.getByLabel('Mensagem', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Enviar' }).click();
  const answer = form.getByRole('status', { name: 'Resposta da API' });
  await expect(answer).toContainText('Resposta HTTP 200');
  await expect(answer).toContainText('"mensagem": "Mensagem enviada"');
  await expect.poll(async () => (await outbox(admin, connection.id, number)).map((m) => m.body)).toContain(text);
});
