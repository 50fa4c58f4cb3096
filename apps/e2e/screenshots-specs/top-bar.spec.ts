import { expect, test } from '@playwright/test';
import { apiSession, uniqueSuffix } from '../tests/api';
import { SUPER_USER, signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen } from './shots';

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

// Review aid: the announcements page and the internal chat with content, at phone and desktop width.
for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`announcements and chats screenshots at ${width} px, ${mode}`, async ({ page, request }) => {
      const admin = await apiSession(request, SUPER_USER);
      const suffix = uniqueSuffix();
      const announcement = await admin.send<Announcement>('POST', '/announcements', {
        title: `Nova versão ${suffix}`,
        text: 'Agora com chat interno e informativos.',
        priority: 2,
        status: true,
      });
      const colleague = await admin.send<CreatedUser>('POST', '/users', {
        name: `Caio ${suffix}`,
        email: `caio-${suffix}@zapdesk.test`,
        password: 'senha-do-caio',
        profile: 'user',
      });
      const chat = await admin.send<Chat>('POST', '/chats', { title: `Escala ${suffix}`, users: [colleague.id] });
      try {
        await admin.send('POST', `/chats/${chat.id}/messages`, { message: 'Bom dia! A escala de dezembro já está publicada.' });
        await setScreen(page, width, mode);
        await signIn(page, SUPER_USER);
        await page.goto('/announcements');
        await expect(page.getByText(`Nova versão ${suffix}`)).toBeVisible({ timeout: 15_000 });
        await save(page, `announcements-${width}-${mode}`);
        await page.goto(`/chats/${chat.uuid}`);
        await expect(page.getByRole('log', { name: 'Mensagens da conversa' }).getByText('Bom dia! A escala de dezembro já está publicada.')).toBeVisible({
          timeout: 15_000,
        });
        await save(page, `chats-${width}-${mode}`);
      } finally {
        await admin.send('DELETE', `/chats/${chat.id}`);
        await admin.send('DELETE', `/users/${colleague.id}`);
        await admin.send('DELETE', `/announcements/${announcement.id}`);
      }
    });
  }
}
