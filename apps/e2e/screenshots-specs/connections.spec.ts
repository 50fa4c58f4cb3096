import { expect, test } from '../tests/fixtures';
import { connectionsOf } from '../tests/sandbox';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen } from './shots';

const ALERT = 'Há conexões que precisam de atenção';

// Review aid: the page, the QR modal, the add modal and the simulated phone at phone and desktop width.
for (const width of WIDTHS) {
  for (const mode of MODES) {
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

        await setScreen(page, width, mode);
        await signIn(page, tenant.admin);
        await page.goto('/connections');
        await expect(page.getByRole('button', { name: 'QR CODE' })).toBeVisible();
        // Other specs may leave connections of their own in the company: look at this one's row.
        await expect(page.getByTestId(`connection-row-${online.id}`).getByText('Conectado')).toBeVisible();
        // The drawer (open from 600 px up) shows the '!' 2 s after the list loads; the alert is its entry's description.
        const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Conexões', exact: true });
        if (width >= 600) await expect(entry).toHaveAccessibleDescription(ALERT);
        await save(page, `connections-${suffix}`);

        await page.getByRole('button', { name: 'QR CODE' }).click();
        await expect(page.getByRole('dialog', { name: /QR Code/ }).getByRole('img', { name: 'QR Code da conexão' })).toBeVisible();
        await save(page, `connections-qrcode-${suffix}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: /QR Code/ })).toBeHidden();

        await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
        await expect(page.getByRole('dialog', { name: 'Adicionar WhatsApp' })).toBeVisible();
        await save(page, `connections-modal-${suffix}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Adicionar WhatsApp' })).toBeHidden();

        await page.getByRole('button', { name: 'Celular simulado Atendimento' }).click();
        const phone = page.getByRole('dialog', { name: 'Celular simulado' });
        await phone.getByRole('textbox', { name: 'Mensagem' }).fill('Vocês entregam no sábado?');
        await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
        await expect(phone.getByText('Vocês entregam no sábado?')).toBeVisible();
        await save(page, `connections-phone-${suffix}`, { fullPage: false });
      }
    });
  }
}
