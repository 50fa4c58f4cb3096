import type { Page } from '@playwright/test';
import type { ApiSession } from '../tests/api';
import { expect, test } from '../tests/fixtures';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen, setTheme } from './shots';

interface Contact {
  id: number;
  name: string;
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The sample rows of a fresh company. */
const SAMPLE = {
  contacts: [
    { name: 'Maria Souza', number: '5511987650101', email: 'maria.souza@exemplo.com.br' },
    { name: 'João Pereira da Silva Albuquerque', number: '5521998760202', email: 'joao.pereira.albuquerque@empresa-exemplo.com.br' },
    { name: 'Ana Lima', number: '5531976540303', email: '' },
  ],
  tags: [
    { name: 'Urgente', color: '#B80000', kanban: 1 },
    { name: 'Cliente VIP', color: '#5C59A0', kanban: 0 },
    { name: 'Aguardando pagamento', color: '#0E9F6E', kanban: 1 },
  ],
  quickMessages: [
    { shortcode: 'pix', message: 'Nossa chave PIX é financeiro@zapdesk.com.br. Envie o comprovante por aqui, por favor.', geral: true },
    { shortcode: 'horario', message: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados das 9h às 13h.', geral: false },
  ],
};

async function addSamples(admin: ApiSession) {
  const contacts: Contact[] = [];
  for (const contact of SAMPLE.contacts) contacts.push(await admin.send<Contact>('POST', '/contacts', contact));
  for (const tag of SAMPLE.tags) await admin.send('POST', '/tags', tag);
  for (const quick of SAMPLE.quickMessages) await admin.send('POST', '/quick-messages', quick);
  // Two schedules later today (or tomorrow, late at night), in the month the calendar opens on when possible.
  const soon = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const later = new Date(Date.now() + 5 * 60 * 60 * 1000);
  await admin.send('POST', '/schedules', {
    contactId: contacts[0].id,
    body: 'Olá {{firstName}}, lembrete da sua consulta amanhã às 10h.',
    sendAt: soon.toISOString(),
  });
  await admin.send('POST', '/schedules', {
    contactId: contacts[1].id,
    body: 'Seu pedido foi enviado! Código de rastreio em anexo.',
    sendAt: later.toISOString(),
  });
  return { soon };
}

/** Goes to a page through the side menu, as a user does (and without loading the app again); phones open the menu first. */
async function openFromMenu(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // Under 600 px the menu is a drawer that opens on demand; wider, it stays open beside the page.
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  if (phone) await expect(menu).toBeHidden();
}

// Review aid: the four pages with rows (and calendar events) at phone and desktop width, light then dark.
for (const width of WIDTHS) {
  test(`everyday pages screenshots at ${width} px, light and dark`, async ({ page, tenant }) => {
    test.setTimeout(120_000);
    const admin = tenant.api;
    {
      const { soon } = await addSamples(admin);
      await setScreen(page, width, 'light');
      await signIn(page, tenant.admin);

      for (const mode of MODES) {
        if (mode === 'dark') await setTheme(page, mode);
        const suffix = `${width}-${mode}`;

        await page.goto('/contacts');
        await expect(rowOf(page, 'Maria Souza')).toBeVisible({ timeout: 15_000 });
        await save(page, `contacts-${suffix}`);

        await openFromMenu(page, 'Tags');
        await expect(rowOf(page, 'Cliente VIP')).toBeVisible({ timeout: 15_000 });
        await save(page, `tags-${suffix}`);

        await openFromMenu(page, 'Respostas Rápidas');
        await expect(rowOf(page, '/horario')).toBeVisible({ timeout: 15_000 });
        await save(page, `quick-messages-${suffix}`);

        await openFromMenu(page, 'Agendamentos');
        await expect(page.getByRole('heading', { name: /^Agendamentos \(\d+\)$/ })).toBeVisible({ timeout: 15_000 });
        if (soon.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Próximo' }).click();
        await expect(page.locator('.rbc-event').filter({ hasText: 'Maria Souza' })).toBeVisible({ timeout: 15_000 });
        await save(page, `schedules-${suffix}`);
      }
    }
  });
}
