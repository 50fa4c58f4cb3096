import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUPER_USER, signIn } from './session';

// The API this run started (playwright.config.ts reads the same variables).
const API_URL = process.env.E2E_API_URL ?? `http://localhost:${process.env.E2E_API_PORT ?? 18080}`;
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
/** Every connection this spec creates starts with it, so a failed run's leftovers can be found and removed. */
const PREFIX = 'E2E Conexão';
/** The screenshots' connections carry plain names; they are removed like the prefixed ones. */
const SAMPLE_NAMES = ['Loja Centro', 'Atendimento'];
const ALERT = 'Há conexões que precisam de atenção';
const STEPS = [
  'Abra o WhatsApp no seu celular',
  'Toque em Mais opções ou Configurações',
  'Toque em Aparelhos conectados e, em seguida, em Conectar um aparelho',
  'Aponte seu celular para esta tela para capturar o QR Code',
];

interface Connection {
  id: number;
  name: string;
  status: string;
}

/** A small admin client over HTTP, for preparing and cleaning up (signed in before the browser). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/auth/login`, { data: SUPER_USER });
  expect(login.ok(), 'API login').toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`${API_URL}${url}`, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  return {
    list: () => call<Connection[]>('GET', '/whatsapp/?session=0'),
    create: (name: string) => call<Connection>('POST', '/whatsapp', { name, provider: 'sandbox' }),
    remove: (id: number) => call('DELETE', `/whatsapp/${id}`),
    scan: (id: number) => call('POST', `/sandbox/${id}/scan`, {}),
    /** Removes what this spec left behind, so no stray connection keeps the badge on. */
    async cleanUp() {
      for (const connection of await this.list()) if (connection.name.startsWith(PREFIX) || SAMPLE_NAMES.includes(connection.name)) await this.remove(connection.id);
    },
    async waitForStatus(id: number, status: string) {
      await expect.poll(async () => (await this.list()).find((c) => c.id === id)?.status, { timeout: 15_000 }).toBe(status);
    },
  };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('an admin adds a sandbox connection, scans its QR code and sees it CONNECTED with the badge cleared', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  await api.cleanUp();
  const name = `${PREFIX} ${unique()}`;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/connections');
    await expect(page.getByRole('heading', { name: 'Conexões' })).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect(modal.getByText('Required')).toBeVisible();
    await modal.getByLabel('Nome').fill(name);
    await modal.getByRole('combobox', { name: 'Provedor' }).click();
    await page.getByRole('option', { name: 'Sandbox (celular simulado)' }).click();
    await expect(modal.getByLabel('Enviar bot x vezes')).toHaveValue('3');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('WhatsApp salvo com sucesso.')).toBeVisible();
    await expect(modal).toBeHidden();

    // The session starts by itself and waits for a scan: the row offers the QR code, the menu shows '!'.
    const row = rowOf(page, name);
    await expect(row.getByRole('button', { name: 'QR CODE' })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('Aguardando leitura')).toBeVisible();
    await expect(page.getByLabel(ALERT)).toBeVisible();

    await row.getByRole('button', { name: 'QR CODE' }).click();
    const qrModal = page.getByRole('dialog', { name: /QR Code/ });
    await expect(qrModal.getByRole('listitem')).toContainText(STEPS);
    await expect(qrModal.getByRole('img', { name: 'QR Code da conexão' })).toBeVisible();
    await expect(qrModal.getByText('Waiting for QR Code')).toHaveCount(0);

    // The simulated phone scans: the session reports CONNECTED with an empty QR code and the modal closes by itself.
    await qrModal.getByRole('button', { name: 'Simular leitura' }).click();
    await expect(qrModal).toBeHidden({ timeout: 15_000 });
    await expect(row.getByText('Conectado')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Desconectar' })).toBeVisible();
    await expect(page.getByLabel(ALERT)).toHaveCount(0, { timeout: 10_000 });

    // It stays CONNECTED after a reload (the state is the server's, not the page's).
    await page.reload();
    await expect(rowOf(page, name).getByText('Conectado')).toBeVisible();

    await rowOf(page, name).getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
    await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
    await expect(confirm.getByText('Todos os atendimentos e mensagens desta conexão também serão excluídos.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Conexão com o WhatsApp excluída com sucesso!')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  } finally {
    // The seeded plan allows 10 connections: never leave one behind, even after a failure.
    await api.cleanUp();
  }
});

test('the simulated phone of a sandbox connection sends a message as a customer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  await api.cleanUp();
  const name = `${PREFIX} ${unique()}`;
  try {
    const created = await api.create(name);
    await api.waitForStatus(created.id, 'qrcode');
    await api.scan(created.id);
    await api.waitForStatus(created.id, 'CONNECTED');

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/connections');
    await rowOf(page, name).getByRole('button', { name: `Celular simulado ${name}` }).click();
    const phone = page.getByRole('dialog', { name: 'Celular simulado' });
    await phone.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, quero saber o horário de atendimento');
    await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(phone.getByText('Olá, quero saber o horário de atendimento')).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  } finally {
    await api.cleanUp();
  }
});

// Review aid: the page, the QR modal, the add modal and the simulated phone at phone and desktop width.
for (const width of [375, 1440] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`connections screenshots at ${width} px, ${mode}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const api = await adminApi(request);
      await api.cleanUp();
      const suffix = `${width}-${mode}`;
      try {
        const waiting = await api.create('Loja Centro');
        const online = await api.create('Atendimento');
        await api.waitForStatus(online.id, 'qrcode');
        await api.scan(online.id);
        await api.waitForStatus(online.id, 'CONNECTED');
        await api.waitForStatus(waiting.id, 'qrcode');

        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
        await signIn(page);
        await page.goto('/connections');
        await expect(page.getByRole('button', { name: 'QR CODE' })).toBeVisible();
        // Other specs may leave connections of their own in the company: look at this one's row.
        await expect(page.getByTestId(`connection-row-${online.id}`).getByText('Conectado')).toBeVisible();
        // The drawer (open from 600 px up) shows the '!' 2 s after the list loads.
        if (width >= 600) await expect(page.getByLabel(ALERT)).toBeVisible();
        await save(page, `connections-${suffix}`);

        await page.getByRole('button', { name: 'QR CODE' }).click();
        await expect(page.getByRole('dialog', { name: /QR Code/ }).getByRole('img', { name: 'QR Code da conexão' })).toBeVisible();
        await save(page, `connections-qrcode-${suffix}`, false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: /QR Code/ })).toBeHidden();

        await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
        await expect(page.getByRole('dialog', { name: 'Adicionar WhatsApp' })).toBeVisible();
        await save(page, `connections-modal-${suffix}`, false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Adicionar WhatsApp' })).toBeHidden();

        await page.getByRole('button', { name: 'Celular simulado Atendimento' }).click();
        const phone = page.getByRole('dialog', { name: 'Celular simulado' });
        await phone.getByRole('textbox', { name: 'Mensagem' }).fill('Vocês entregam no sábado?');
        await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
        await expect(phone.getByText('Vocês entregam no sábado?')).toBeVisible();
        await save(page, `connections-phone-${suffix}`, false);
      } finally {
        await api.cleanUp();
      }
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
