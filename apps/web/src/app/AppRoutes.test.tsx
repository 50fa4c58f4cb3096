import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, renderWithApp } from '../test/render';
import { makeUser } from '../test/fixtures';
import { serve } from '../test/serve-routes';
import { AppRoutes } from './AppRoutes';

// The shell and every page are lazy chunks (AppRoutes.tsx): a first render waits for the page's module, which
// under vitest means transforming its module tree, on a machine that may be running other suites. The pages these
// tests open are loaded while the file loads, so that work never counts against a test's timeouts.
await Promise.all([
  import('./layout/AppLayout'),
  import('../features/auth/components/LoginPage'),
  import('../features/dashboard/components/DashboardPage'),
  import('../features/prompts/components/PromptsPage'),
  import('../features/announcements/components/AnnouncementsPage'),
  import('../features/contact-lists/components/ContactListsPage'),
  import('../features/todolist/components/TodoListPage'),
]);

const DENIED = 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.';

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

// The shell (open and pending tickets' counts, unread badges, connection alerts, announcements) and the pages opened
// read the API: an empty company answers here, so no request leaves the test for the default API address.
const emptyPage = { hasMore: false, count: 0 };
beforeEach(() => {
  serve({
    'GET /tickets': () => ({ status: 200, data: { tickets: [], ...emptyPage } }),
    'GET /unread-counts': () => ({ status: 200, data: { chats: 0, announcements: 0 } }),
    'GET /whatsapp/': () => ({ status: 200, data: [] }),
    'GET /chats': () => ({ status: 200, data: { records: [], hasMore: false } }),
    'GET /announcements': () => ({ status: 200, data: { records: [], ...emptyPage } }),
    'GET /prompt': () => ({ status: 200, data: { prompts: [], ...emptyPage } }),
    'GET /contact-lists': () => ({ status: 200, data: { records: [], ...emptyPage } }),
  });
});

describe('route guards', () => {
  it('sends a signed-out user on a private route to /login', async () => {
    renderWithApp(<AppRoutes />, { route: '/tickets', auth: fakeAuth(null) });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends a signed-in user on a public route to /', async () => {
    renderWithApp(<AppRoutes />, { route: '/signup', auth: fakeAuth(makeUser()) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('waits for the start-up refresh before deciding', () => {
    renderWithApp(<AppRoutes />, { route: '/tickets', auth: { ...fakeAuth(null), loading: true } });
    expect(screen.getByLabelText('loading')).toBeInTheDocument();
    expect(location()).toBe('/tickets');
  });

  it('opens a plan page when the plan allows it', async () => {
    renderWithApp(<AppRoutes />, { route: '/prompts', auth: fakeAuth(makeUser()) });
    expect(await screen.findByRole('heading', { name: 'Prompts' })).toBeInTheDocument();
    expect(screen.queryByText('Em breve')).not.toBeInTheDocument();
  });

  it.each([
    ['/kanban', 'useKanban'],
    ['/prompts', 'useOpenAi'],
    ['/queue-integration', 'useIntegrations'],
    ['/messages-api', 'useExternalApi'],
    ['/schedules', 'useSchedules'],
    ['/chats', 'useInternalChat'],
  ] as const)('denies %s without %s and goes to / after 1 s', async (route, flag) => {
    renderWithApp(<AppRoutes />, { route, auth: fakeAuth(makeUser({}, { [flag]: false })) });
    expect((await screen.findAllByText(DENIED)).length).toBeGreaterThan(0);
    expect(location()).toBe(route);
    await waitFor(() => expect(location()).toBe('/'), { timeout: 10_000 });
  });

  it('denies /announcements to a non-super user and opens it for the super user', async () => {
    const { unmount } = renderWithApp(<AppRoutes />, { route: '/announcements', auth: fakeAuth(makeUser({ super: false })) });
    expect((await screen.findAllByText(DENIED)).length).toBeGreaterThan(0);
    unmount();

    renderWithApp(<AppRoutes />, { route: '/announcements', auth: fakeAuth(makeUser({ super: true })) });
    expect(await screen.findByRole('heading', { name: 'Informativos' })).toBeInTheDocument();
  });

  it('needs both the plan flag and the cshow key for the campaign pages', async () => {
    const { unmount } = renderWithApp(<AppRoutes />, { route: '/campaigns', auth: fakeAuth(makeUser()) });
    expect((await screen.findAllByText(DENIED)).length).toBeGreaterThan(0);
    unmount();

    localStorage.setItem('cshow', 'true');
    renderWithApp(<AppRoutes />, { route: '/contact-lists', auth: fakeAuth(makeUser()) });
    expect(await screen.findByRole('heading', { name: 'Listas de Contatos' })).toBeInTheDocument();
  });
});

describe('drawer menu', () => {
  it('shows the dashboard and the admin group to admins only', async () => {
    const { unmount } = renderWithApp(<AppRoutes />, { route: '/todolist', auth: fakeAuth(makeUser({ profile: 'admin' })) });
    const adminMenu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(adminMenu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(adminMenu).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(within(adminMenu).queryByRole('link', { name: 'Informativos' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<AppRoutes />, { route: '/todolist', auth: fakeAuth(makeUser({ profile: 'user' }, { useKanban: false })) });
    const userMenu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(userMenu).getByRole('link', { name: 'Atendimentos' })).toBeInTheDocument();
    expect(within(userMenu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(userMenu).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(within(userMenu).queryByRole('link', { name: 'Kanban' })).not.toBeInTheDocument();
  });

  it('shows the version text 6.0.0 in the drawer', async () => {
    renderWithApp(<AppRoutes />, { route: '/todolist', auth: fakeAuth(makeUser()) });
    expect(await screen.findByText('6.0.0')).toBeInTheDocument();
  });
});
