import type { Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { CONTRAST_RULES, currentTheme, expectNoFindings, seriousViolations, toggleTheme, type Finding } from './axe';
import { expect, test, type Tenant } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 20 point 4: axe on every screen of AppRoutes, in both themes, at phone and desktop width, signed in as
// the admin of a company the test creates (the super user's own screens are checked in super-user.spec.ts, the
// one file that signs that account into a browser). One page visit per screen and width: the theme is switched
// in place and the page checked again.

// Traces snapshot every step of axe's scan and triple its time: this file keeps screenshots only.
test.use({ trace: 'off' });

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

interface Ticket {
  id: number;
  uuid: string;
}

/** A company with something on every screen: a connected sandbox line, an open ticket, a list and a campaign. */
async function furnish(tenant: Tenant) {
  const api = tenant.api;
  const suffix = uniqueSuffix();
  const queue = await api.send<{ id: number }>('POST', '/queue', { name: `Vendas ${suffix}`, color: '#1273DE' });
  const connection = await connectionsOf(api).connected(`Loja ${suffix}`, { queueIds: [queue.id] });
  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente ${suffix}` };
  await api.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: 'Olá, preciso de ajuda' });
  let ticket: Ticket | undefined;
  await expect
    .poll(async () => {
      ticket = (await api.get<{ tickets: Ticket[] }>('/tickets?status=pending&showAll=true')).tickets[0];
      return ticket?.id;
    })
    .toBeDefined();
  await api.send('PUT', `/tickets/${ticket!.id}`, { status: 'open', userId: tenant.admin.id });
  const list = await api.send<{ id: number }>('POST', '/contact-lists', { name: `Clientes ${suffix}` });
  await api.send('POST', '/contact-list-items', { name: 'Ana Lista', number: '5511990000001', contactListId: list.id });
  const campaign = await api.send<{ id: number }>('POST', '/campaigns', {
    name: `Campanha ${suffix}`,
    contactListId: list.id,
    whatsappId: connection.id,
    message1: 'Olá {nome}',
  });
  return { ticketUuid: ticket!.uuid, listId: list.id, campaignId: campaign.id };
}

/** Every private route of AppRoutes an admin of a company on the full plan can open. */
function adminScreens(ids: Awaited<ReturnType<typeof furnish>>): string[] {
  return [
    '/',
    '/tickets',
    `/tickets/${ids.ticketUuid}`,
    '/quick-messages',
    '/kanban',
    '/todolist',
    '/contacts',
    '/schedules',
    '/tags',
    '/chats',
    '/helps',
    '/campaigns',
    `/campaign/${ids.campaignId}/report`,
    '/contact-lists',
    `/contact-lists/${ids.listId}/contacts`,
    '/campaigns-config',
    '/prompts',
    '/queue-integration',
    '/messages-api',
    '/files',
    '/connections',
    '/queues',
    '/users',
    '/financeiro',
    '/settings',
    '/subscription',
  ];
}

/** Waits until the screen's data has arrived: no loading indicator left in the main area. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root')).toHaveCount(0);
}

/** Opens a screen once, waits for its data, and checks it in the theme it opened in and in the other one. */
async function checkScreen(page: Page, path: string, width: number): Promise<Finding[]> {
  // A client-side navigation, as a click in the menu does: the shell stays, only the screen changes.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await settle(page);
  const findings = await seriousViolations(page, `${path} ${width}px ${await currentTheme(page)}`);
  // A theme changes colours only: the other one needs the contrast rules alone, at a fraction of the time.
  const other = await toggleTheme(page);
  return [...findings, ...(await seriousViolations(page, `${path} ${width}px ${other}`, CONTRAST_RULES))];
}

for (const size of WIDTHS) {
  test(`every signed-in screen has no serious axe violation at ${size.width}px in either theme`, async ({ page, tenant }) => {
    test.setTimeout(600_000);
    const ids = await furnish(tenant);
    await page.setViewportSize(size);
    await signIn(page, tenant.admin);
    const findings: Finding[] = [];
    for (const path of adminScreens(ids)) findings.push(...(await checkScreen(page, path, size.width)));
    if (size.width === 375) {
      // The phone's menu is a temporary drawer: check it open too.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('link', { name: 'Atendimentos' })).toBeVisible();
      findings.push(...(await seriousViolations(page, `menu ${size.width}px ${await currentTheme(page)}`)));
    }
    await expectNoFindings(test.info(), findings);
  });

  test(`the public screens have no serious axe violation at ${size.width}px in either theme`, async ({ page }) => {
    await page.setViewportSize(size);
    const findings: Finding[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), theme);
      for (const path of ['/login', '/signup', '/forgetpsw']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        findings.push(...(await seriousViolations(page, `${path} ${size.width}px ${theme}`)));
      }
    }
    await expectNoFindings(test.info(), findings);
  });
}

test('menu entries are named by their text alone, also while the connections alert shows', async ({ page, tenant }) => {
  // A connection that never gets scanned leaves the Conexões alert on.
  await connectionsOf(tenant.api).create(`Sem QR ${uniqueSuffix()}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Atendimentos', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^!/ })).toHaveCount(0);
  // The alert is the entry's description, not part of its name.
  const connections = menu.getByRole('link', { name: 'Conexões', exact: true });
  await expect(connections).toHaveAccessibleDescription('Há conexões que precisam de atenção');
  await expect(connections).toHaveAccessibleName('Conexões');
});

test('keyboard alone: Tab reaches a ticket, Enter opens it, typing and Enter send a message', async ({ page, tenant }) => {
  const ids = await furnish(tenant);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  const row = page.getByRole('listitem').filter({ hasText: 'Olá, preciso de ajuda' });
  await expect(row).toBeVisible();

  // Tab through the page until the ticket's row holds the focus (a bounded walk, as a keyboard user would).
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await row.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);
  }
  expect(reached, 'Tab reaches the ticket').toBe(true);
  // The mark comes with the render that follows the focus (MUI's focus-visible state) and fades in: wait for it.
  const focusRing = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    });
  await expect.poll(focusRing, { message: 'the focused ticket is visibly marked' }).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets/${ids.ticketUuid}$`));

  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(box).toBeFocused();
  await page.keyboard.type('Resposta só com o teclado');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Mensagens' }).getByText('Resposta só com o teclado')).toBeVisible();
  await expect(box).toHaveValue('');
});

test('asked to reduce motion, transitions end at once; asked for nothing, they play', async ({ page }) => {
  // The suite's browser contexts ask for reduced motion (playwright.config.ts), as a person can in their system's settings.
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Entrar' });
  await expect(submit).toBeVisible();
  const durations = () => submit.evaluate((el) => getComputedStyle(el).transitionDuration.split(', '));
  expect((await durations()).every((d) => d === '0s')).toBe(true);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await durations()).some((d) => d !== '0s')).toBe(true);
});
