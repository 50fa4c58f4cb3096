import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

const ALERT = 'Há conexões que precisam de atenção';
const STEPS = [
  'Abra o WhatsApp no seu celular',
  'Toque em Mais opções ou Configurações',
  'Toque em Aparelhos conectados e, em seguida, em Conectar um aparelho',
  'Aponte seu celular para esta tela para capturar o QR Code',
];

/** The drawer's Conexões entry: the alert is its accessible description (issue 20), not part of its name. */
const connectionsEntry = (page: Page) => page.getByRole('link', { name: 'Conexões', exact: true });

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('an admin adds a sandbox connection, scans its QR code and sees it CONNECTED with the badge cleared', async ({ page, tenant }) => {
  test.setTimeout(180_000);
  const name = 'Loja Centro';
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Conexões' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await expect(modal.getByText('Obrigatório')).toBeVisible();
  await modal.getByLabel('Nome').fill(name);
  await modal.getByRole('combobox', { name: 'Provedor' }).click();
  await page.getByRole('option', { name: 'Sandbox (celular simulado)' }).click();
  await expect(modal.getByLabel('Enviar bot x vezes')).toHaveValue('3');
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('WhatsApp salvo com sucesso.')).toBeVisible();
  await expect(modal).toBeHidden();

  // The session starts by itself and waits for a scan: the row offers the QR code, the menu shows '!'.
  const row = rowOf(page, name);
  await expect(row.getByRole('button', { name: 'QR CODE' })).toBeVisible();
  await expect(row.getByText('Aguardando leitura')).toBeVisible();
  await expect(connectionsEntry(page)).toHaveAccessibleDescription(ALERT);

  await row.getByRole('button', { name: 'QR CODE' }).click();
  const qrModal = page.getByRole('dialog', { name: /QR Code/ });
  await expect(qrModal.getByRole('listitem')).toContainText(STEPS);
  await expect(qrModal.getByRole('img', { name: 'QR Code da conexão' })).toBeVisible();
  await expect(qrModal.getByText('Waiting for QR Code')).toHaveCount(0);

  // The simulated phone scans: the session reports CONNECTED with an empty QR code and the modal closes by itself.
  await qrModal.getByRole('button', { name: 'Simular leitura' }).click();
  await expect(qrModal).toBeHidden();
  await expect(row.getByText('Conectado')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Desconectar' })).toBeVisible();
  await expect(connectionsEntry(page)).toHaveAccessibleDescription('');

  // It stays CONNECTED after a reload (the state is the server's, not the page's).
  await page.reload();
  await expect(rowOf(page, name).getByText('Conectado')).toBeVisible();

  await rowOf(page, name)
    .getByRole('button', { name: `Excluir ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await expect(confirm.getByText('Todos os atendimentos e mensagens desta conexão também serão excluídos.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Conexão com o WhatsApp excluída com sucesso!')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  expect(await connectionsOf(tenant.api).list()).toEqual([]);
});

test('the simulated phone of a sandbox connection sends a message as a customer', async ({ page, tenant }) => {
  test.setTimeout(180_000);
  const name = 'Atendimento';
  await connectionsOf(tenant.api).connected(name);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/connections');
  await rowOf(page, name)
    .getByRole('button', { name: `Celular simulado ${name}` })
    .click();
  const phone = page.getByRole('dialog', { name: 'Celular simulado' });
  await phone.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, quero saber o horário de atendimento');
  await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(phone.getByText('Olá, quero saber o horário de atendimento')).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  // The customer's message reached the platform: a pending ticket of that customer appears.
  await expect
    .poll(async () => (await tenant.api.get<{ tickets: { lastMessage: string }[] }>('/tickets?status=pending&showAll=true')).tickets.map((t) => t.lastMessage))
    .toContain('Olá, quero saber o horário de atendimento');
});
