import { uniqueSuffix } from './api';
import { expect, test } from './fixtures';
import { signIn } from './session';

// Issue 19: a session ends when its user is deleted or demoted, in the browser too. The server tells the
// user's sockets and disconnects them; the app renews the session (a demoted user goes on with the new
// profile, live) or signs out (a deleted user).

interface CreatedUser {
  id: number;
}

test('a user deleted while signed in is signed out within seconds, without doing anything', async ({ page, tenant }) => {
  const admin = tenant.api;
  const suffix = uniqueSuffix();
  const colleague = { name: `Duda ${suffix}`, email: `duda-${suffix}@zapdesk.test`, password: 'senha-da-duda' };
  const created = await admin.send<CreatedUser>('POST', '/users', { ...colleague, profile: 'user' });
  await signIn(page, colleague);
  await expect(page.getByText(`Olá ${colleague.name}`)).toBeVisible();

  await admin.send('DELETE', `/users/${created.id}`);

  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login$/);
});

test('a demoted admin goes on with the new profile, still live, without signing in again', async ({ page, tenant }) => {
  const admin = tenant.api;
  const suffix = uniqueSuffix();
  const colleague = { name: `Enzo ${suffix}`, email: `enzo-${suffix}@zapdesk.test`, password: 'senha-do-enzo' };
  const created = await admin.send<CreatedUser>('POST', '/users', { ...colleague, profile: 'admin' });
  try {
    await signIn(page, colleague);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Usuários' })).toBeVisible();

    await admin.send('PUT', `/users/${created.id}`, { profile: 'user' });
    await expect(menu.getByRole('link', { name: 'Usuários' })).toBeHidden();
    // The old socket was disconnected; live events reach the renewed one (the greeting follows a rename).
    await expect(async () => {
      await admin.send('PUT', `/users/${created.id}`, { name: `Enzo Renomeado ${suffix}` });
      await expect(page.getByText(`Olá Enzo Renomeado ${suffix}`)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page).toHaveURL(/\/tickets$/);
    // Its requests carry the new profile's token: an admin-only page is refused, the session is not.
    await page.goto('/users');
    await expect(page).not.toHaveURL(/\/login$/);
  } finally {
    await admin.send('DELETE', `/users/${created.id}`);
  }
});
