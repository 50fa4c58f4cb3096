import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../tests/fixtures';
import { connectionsOf } from '../tests/sandbox';
import { signIn } from '../tests/session';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const ALERT = 'Há conexões que precisam de atenção';

// Review aid: the page, the QR modal, the add modal and the simulated phone at phone and desktop width.
for (const width of [375, 1440] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`connections screenshots at ${width} px, ${mode}`, async ({ page, tenant }) => {
      test.setTimeout(120_000);
      const api = connectionsOf(tenant.api);
      const suffix = `${width}-${mode}`;
      {
        const waiting = await api.create('Loja Centro');
        const online = await api.create('Atendimento');
        await api.waitForStatus(online.id, 'qrcode');
        await api.scan(online.id);
        await api.waitForStatus(online.id, 'CONNECTED');
        await api.waitForStatus(waiting.id, 'qrcode');

        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
        await signIn(page, tenant.admin);
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
