import { uniqueSuffix } from './api';
import { expect, test } from './fixtures';
import { connectionsOf } from './sandbox';
import { signIn } from './session';

// Issue 20 point 5 in the browser: a long history opens 50 messages at a time and keeps the reading position
// when older ones load; the kanban board shows that more lanes lie to the side; the phone's greeting is short.

interface Ticket {
  id: number;
  uuid: string;
}

test('a 90-message history loads 50 at a time and keeps the message being read in place', async ({ page, tenant }) => {
  test.setTimeout(240_000);
  const api = tenant.api;
  const connection = await connectionsOf(api).connected(`Loja ${uniqueSuffix()}`);
  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente ${uniqueSuffix()}` };
  // One at a time: the history is ordered by arrival.
  for (let i = 1; i <= 90; i++) {
    await api.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body: `Mensagem ${i}` });
  }
  let ticket: Ticket | undefined;
  await expect
    .poll(async () => {
      ticket = (await api.get<{ tickets: Ticket[] }>('/tickets?status=pending&showAll=true')).tickets[0];
      if (!ticket) return 0;
      const page1 = await api.get<{ messages: { body: string }[] }>(`/messages/${ticket.id}`);
      return page1.messages.at(-1)?.body === 'Mensagem 90' ? page1.messages.length : 0;
    })
    .toBe(50);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/messages/${ticket!.id}`) pages.push(new URL(request.url()).searchParams.get('pageNumber') ?? '1');
  });
  await page.goto(`/tickets/${ticket!.uuid}`);
  const history = page.getByRole('log', { name: 'Mensagens' });
  const bubbles = history.getByTestId('message');
  // A full page load signs in again through the refresh cookie first: allow it the time.
  await expect(bubbles.last()).toContainText('Mensagem 90');
  await expect(bubbles).toHaveCount(50);
  await expect(history.getByText('Mensagem 41', { exact: true })).toBeVisible();

  // Scroll up to the top: the older 40 arrive above, and 'Mensagem 41' stays where the reader left it.
  const reading = history.getByText('Mensagem 41', { exact: true });
  await history.evaluate((el) => el.scrollTo({ top: 0 }));
  const before = (await reading.boundingBox())!.y;
  await expect(bubbles).toHaveCount(90);
  await expect(bubbles.first()).toContainText('Mensagem 1');
  const after = (await reading.boundingBox())!.y;
  expect(Math.abs(after - before), 'the message being read did not move').toBeLessThan(4);
  expect(pages).toEqual(['1', '2']);
});

test('the kanban board shows that more lanes lie to the right, and its button scrolls to them', async ({ page, tenant }) => {
  const suffix = uniqueSuffix();
  for (let i = 1; i <= 7; i++) await tenant.api.send('POST', '/tags', { name: `Etapa ${i} ${suffix}`, color: '#1273DE', kanban: 1 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/kanban');
  const board = page.getByRole('region', { name: 'Kanban' });
  await expect(board.getByRole('region', { name: `Etapa 7 ${suffix}` })).toBeAttached();
  const after = page.getByRole('button', { name: 'Ver mais colunas à direita' });
  await expect(after).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver colunas à esquerda' })).toHaveCount(0);

  await after.click();
  await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Ver colunas à esquerda' })).toBeVisible();
  await board.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(after).toHaveCount(0);
});

test('on a phone the greeting is "Olá, {first name}!" and the company name is in the account menu', async ({ page, tenant }) => {
  const agent = await tenant.addUser({ name: `Ana Souza ${uniqueSuffix()}` });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, agent);
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Olá, Ana!', { exact: true })).toBeVisible();
  await expect(bar.getByText(tenant.companyName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await expect(page.getByRole('menu')).toContainText(tenant.companyName);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar.getByText(`Olá ${agent.name}, seja bem-vindo a ${tenant.companyName}!`)).toBeVisible();
});
