import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, uniqueSuffix } from './api';
import { signIn } from './session';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

// The top bar's controls as people use them: the theme choice that survives a reload (desktop button, and
// the account menu on phones), the announcements popover, and the internal-chat popover reached by a
// colleague's message.

interface Announcement {
  id: number;
}
interface Chat {
  id: number;
  uuid: string;
}
interface CreatedUser {
  id: number;
}

test('the theme choice survives a reload, from the top bar on desktops and the account menu on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.getByRole('button', { name: 'Modo escuro' }).click();
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeVisible();
  await page.reload();
  // A reload signs in again through the refresh cookie before the shell shows: allow it the time.
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('preferredTheme'))).toBe('dark');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Modo claro' })).toBeHidden();
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('menuitem', { name: 'Modo claro' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Minha conta' }).click({ timeout: 20_000 });
  await expect(page.getByRole('menuitem', { name: 'Modo escuro' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferredTheme'))).toBe('light');
});

test("a super user's announcement shows in everyone's popover, new until opened", async ({ page, request }) => {
  const api = await apiSession(request);
  const title = `Manutenção programada ${uniqueSuffix()}`;
  const announcement = await api.send<Announcement>('POST', '/announcements', {
    title,
    text: 'O sistema ficará indisponível no domingo das 02:00 às 04:00.',
    priority: 1,
    status: true,
  });
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole('button', { name: 'Informativos' }).click();
    const popover = page.getByRole('list', { name: 'Informativos' });
    await expect(popover.getByText(title)).toBeVisible();
    await popover.getByText(title).click();
    const full = page.getByRole('dialog', { name: title });
    await expect(full.getByText('O sistema ficará indisponível no domingo das 02:00 às 04:00.')).toBeVisible();
  } finally {
    await api.send('DELETE', `/announcements/${announcement.id}`);
  }
});

test("a colleague's chat message reaches the chats popover, and the answer reaches the colleague", async ({ page, request }) => {
  const admin = await apiSession(request);
  const suffix = uniqueSuffix();
  const colleague = { name: `Bia ${suffix}`, email: `bia-${suffix}@zapdesk.test`, password: 'senha-da-bia' };
  const created = await admin.send<CreatedUser>('POST', '/users', { ...colleague, profile: 'user' });
  let chat: Chat | undefined;
  try {
    const opened = await admin.send<Chat>('POST', '/chats', { title: `Plantão ${suffix}`, users: [created.id] });
    chat = opened;
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
  } finally {
    if (chat) await admin.send('DELETE', `/chats/${chat.id}`);
    await admin.send('DELETE', `/users/${created.id}`);
  }
});

// Review aid: the announcements page and the internal chat with content, at phone and desktop width.
for (const width of [375, 1440] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`announcements and chats screenshots at ${width} px, ${mode}`, async ({ page, request }) => {
      const admin = await apiSession(request);
      const suffix = uniqueSuffix();
      const announcement = await admin.send<Announcement>('POST', '/announcements', {
        title: `Nova versão ${suffix}`,
        text: 'Agora com chat interno e informativos.',
        priority: 2,
        status: true,
      });
      const colleague = await admin.send<CreatedUser>('POST', '/users', { name: `Caio ${suffix}`, email: `caio-${suffix}@zapdesk.test`, password: 'senha-do-caio', profile: 'user' });
      const chat = await admin.send<Chat>('POST', '/chats', { title: `Escala ${suffix}`, users: [colleague.id] });
      try {
        await admin.send('POST', `/chats/${chat.id}/messages`, { message: 'Bom dia! A escala de dezembro já está publicada.' });
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
        await signIn(page);
        await page.goto('/announcements');
        await expect(page.getByText(`Nova versão ${suffix}`)).toBeVisible({ timeout: 15_000 });
        await save(page, `announcements-${width}-${mode}`);
        await page.goto(`/chats/${chat.uuid}`);
        await expect(page.getByRole('log', { name: 'Mensagens da conversa' }).getByText('Bom dia! A escala de dezembro já está publicada.')).toBeVisible({ timeout: 15_000 });
        await save(page, `chats-${width}-${mode}`);
      } finally {
        await admin.send('DELETE', `/chats/${chat.id}`);
        await admin.send('DELETE', `/users/${colleague.id}`);
        await admin.send('DELETE', `/announcements/${announcement.id}`);
      }
    });
  }
}

async function save(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Toasts fade on their own timers; waiting keeps them out of the picture.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
