import { expect, signUpTenant, test } from './fixtures';
import { uniqueSuffix } from './api';
import { SUPER_USER, signIn } from './session';
import { CONTRAST_RULES, currentTheme, expectNoFindings, seriousViolations, toggleTheme, type Finding } from './axe';

// The super user's own screens: Settings' Empresas, Planos and Ajuda tabs and the announcements page. The
// seeded super user is one account: a second browser session of it would sign the first out, so its tests
// live in this file alone and run one after another in one worker.
test.describe.configure({ mode: 'default' });

/**
 * A name that sorts before every other row (digits come first) and before older runs' leftovers (the
 * number falls as time passes): the companies list is ordered by name and loads page by page.
 */
const firstInList = (label: string) => `0 ${String(1e13 - Date.now()).padStart(13, '0')} ${label}`;

test('the super user sees the platform tabs in Settings and adds a help video that shows on /helps', async ({ page, superApi }) => {
  const title = `Ajuda E2E ${uniqueSuffix()}`;
  await signIn(page, SUPER_USER);
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Seções das configurações' });
  await expect(tabs.getByRole('tab')).toHaveText(['Opções', 'Empresas', 'Planos', 'Ajuda']);

  await page.getByRole('tab', { name: 'Ajuda' }).click();
  const form = page.getByRole('form', { name: 'Ajuda' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Código do Vídeo').fill('dQw4w9WgXcQ');
  await form.getByLabel('Descrição').fill('Criado pelo teste de ponta a ponta.');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Título')).toHaveValue('');

  await page.goto('/helps');
  const total = (await superApi.get<{ id: number; title: string }[]>('/helps/list')).length;
  await expect(page.getByRole('heading', { name: `Ajuda (${total})` })).toBeVisible();
  const card = page.getByRole('button', { name: `Assistir: ${title}` });
  await expect(card).toContainText('Criado pelo teste de ponta a ponta.');
  await card.click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  for (const help of (await superApi.get<{ id: number; title: string }[]>('/helps/list')).filter((h) => h.title === title)) {
    await superApi.send('DELETE', `/helps/${help.id}`);
  }
});

test('Empresas: the super user adds a company, edits it from the list and deletes it', async ({ page, superApi }) => {
  const name = firstInList('Loja Aurora');
  const renamed = `${name} Matriz`;
  const email = `aurora-${uniqueSuffix()}@zapdesk.test`;
  await signIn(page, SUPER_USER);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Empresas' }).click();
  const form = page.getByRole('form', { name: 'Empresas' });
  const table = page.getByRole('table', { name: 'Empresas' });

  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: 'Plano 1', exact: true }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Nome')).toHaveValue('');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Plano 1');

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(form.getByLabel('Nome')).toHaveValue(name);
  await form.getByLabel('Nome').fill(renamed);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  const stored = (await superApi.get<{ id: number; name: string; email: string }[]>('/companies/list')).find((c) => c.email === email);
  expect(stored?.name).toBe(renamed);

  await table.getByRole('button', { name: `Editar ${renamed}` }).click();
  await form.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  // While the confirmation is open the table is hidden from the accessibility tree: look once it closed.
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  expect((await superApi.get<{ email: string }[]>('/companies/list')).some((c) => c.email === email)).toBe(false);
});

test('Planos: the super user adds a plan with its limits, edits it and deletes it', async ({ page, superApi }) => {
  const name = firstInList('Plano Ouro');
  await signIn(page, SUPER_USER);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Planos' }).click();
  const form = page.getByRole('form', { name: 'Planos' });
  const table = page.getByRole('table', { name: 'Planos' });

  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Usuários').fill('7');
  await form.getByLabel('Conexões').fill('3');
  await form.getByLabel('Filas').fill('4');
  await form.getByLabel('Valor').fill('199.90');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const stored = () => superApi.get<{ id: number; name: string; users: number; connections: number; queues: number }[]>('/plans/all');
  expect((await stored()).find((p) => p.name === name)).toMatchObject({ users: 7, connections: 3, queues: 4 });

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(form.getByLabel('Nome')).toHaveValue(name);
  await form.getByLabel('Usuários').fill('12');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await stored()).find((p) => p.name === name)?.users).toBe(12);

  await table.getByRole('button', { name: `Editar ${name}` }).click();
  await form.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await stored()).some((p) => p.name === name)).toBe(false);
});

test("the announcements page: the super user publishes one, a company's user reads it in the top bar, then it is deleted", async ({
  page,
  browser,
  request,
}) => {
  const tenant = await signUpTenant(request);
  const title = `Manutenção programada ${uniqueSuffix()}`;
  const text = 'O sistema ficará indisponível no domingo das 02:00 às 04:00.';
  await signIn(page, SUPER_USER);
  await page.goto('/announcements');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar informativo' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Obrigatório').first()).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Texto').fill(text);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(title);
  const row = page.getByRole('table', { name: 'Informativos' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Ativo');

  // Everyone sees it, new until opened.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.setViewportSize({ width: 1440, height: 900 });
  await signIn(readerPage, tenant.admin);
  await readerPage.getByRole('button', { name: 'Informativos' }).click();
  const popover = readerPage.getByRole('list', { name: 'Informativos' });
  await popover.getByText(title).click();
  await expect(readerPage.getByRole('dialog', { name: title }).getByText(text)).toBeVisible();

  await row.getByRole('button', { name: `Excluir ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Informativo excluído com sucesso!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await readerPage.reload();
  await readerPage.getByRole('button', { name: 'Informativos' }).click();
  await expect(readerPage.getByRole('list', { name: 'Informativos' }).getByText(title)).toHaveCount(0);
  await reader.close();
});

test('Settings shows the super user how e-mail is configured and sends a test e-mail', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SUPER_USER);
  await page.goto('/settings');
  const mail = page.getByRole('region', { name: 'E-mail (SMTP)' });
  await expect(mail.getByText('O envio de e-mails está configurado.')).toBeVisible();
  const variables = mail.getByRole('definition');
  await expect(mail.getByRole('term')).toHaveText(['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM']);
  await expect(variables.first()).toHaveText('127.0.0.1');
  await expect(variables.nth(3)).toHaveText('não definida');

  await expect(mail.getByLabel('Enviar para')).toHaveValue(SUPER_USER.email);
  await mail.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
  await expect(page.getByText(`E-mail de teste enviado para ${SUPER_USER.email}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/__e2e/mail?to=${encodeURIComponent(SUPER_USER.email)}`)).json()) as { raw: string }[];
      return mails.some((m) => m.raw.includes('Subject: ZapDesk: e-mail de teste'));
    })
    .toBe(true);
});

for (const size of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`the super user's own screens have no serious axe violation at ${size.width} px in either theme`, async ({ page }) => {
    test.setTimeout(240_000);
    const findings: Finding[] = [];
    await page.setViewportSize(size);
    await signIn(page, SUPER_USER);
    await page.goto('/announcements');
    await expect(page.getByRole('table', { name: 'Informativos' })).toBeVisible();
    findings.push(...(await seriousViolations(page, `/announcements ${size.width}px ${await currentTheme(page)}`)));
    const other = await toggleTheme(page);
    findings.push(...(await seriousViolations(page, `/announcements ${size.width}px ${other}`, CONTRAST_RULES)));
    await page.goto('/settings');
    for (const tab of ['Opções', 'Empresas', 'Planos', 'Ajuda']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      findings.push(...(await seriousViolations(page, `/settings ${tab} ${size.width}px ${await currentTheme(page)}`)));
      const other = await toggleTheme(page);
      findings.push(...(await seriousViolations(page, `/settings ${tab} ${size.width}px ${other}`, CONTRAST_RULES)));
    }
    await expectNoFindings(test.info(), findings);
  });
}
