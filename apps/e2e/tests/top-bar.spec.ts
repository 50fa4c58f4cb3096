import { expect, test } from './fixtures';
import { uniqueSuffix } from './api';
import { signIn } from './session';

// The top bar's controls as people use them: the theme choice that survives a reload (desktop button, and
// the account menu on phones) and the internal-chat popover reached by a colleague's message (the
// announcements popover is driven in super-user.spec.ts, where an announcement is published).

interface Chat {
  id: number;
  uuid: string;
}

test('the theme choice survives a reload, from the top bar on desktops and the account menu on phones', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.getByRole('button', { name: 'Modo escuro' }).click();
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeVisible();
  await page.reload();
  // A reload signs in again through the refresh cookie before the shell shows: allow it the time.
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferredTheme'))).toBe('dark');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeHidden();
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('menuitem', { name: 'Modo claro' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Modo escuro' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferredTheme'))).toBe('light');
});

test("a colleague's chat message reaches the chats popover, and the answer reaches the colleague", async ({ page, tenant }) => {
  const admin = tenant.api;
  const suffix = uniqueSuffix();
  const colleague = await tenant.addUser({ name: `Bia ${suffix}` });
  const opened = await admin.send<Chat>('POST', '/chats', { title: `Plantão ${suffix}`, users: [colleague.id] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, colleague);
  await admin.send('POST', `/chats/${opened.id}/messages`, { message: 'Bia, pode cobrir o plantão de sábado?' });

  const chatsButton = page.getByRole('button', { name: 'Chat interno' });
  await expect(chatsButton.getByText('1')).toBeVisible();
  await chatsButton.click();
  await page.getByRole('list', { name: 'Chat interno' }).getByText(`Plantão ${suffix}`).click();
  await expect(page).toHaveURL(new RegExp(`/chats/(${opened.uuid}|${opened.id})$`));
  const log = page.getByRole('log', { name: 'Mensagens da conversa' });
  await expect(log.getByText('Bia, pode cobrir o plantão de sábado?')).toBeVisible();

  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Posso sim!');
  await page.keyboard.press('Enter');
  await expect(log.getByText('Posso sim!')).toBeVisible();
  await expect
    .poll(async () => (await admin.get<{ records: { message: string }[] }>(`/chats/${opened.id}/messages`)).records.map((m) => m.message))
    .toContain('Posso sim!');
  await expect(chatsButton.getByText('1')).toBeHidden();
});
