import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { announcementPages, makeAnnouncement, serve, type RecordedRequest, type Routes } from '../test/serve';
import { serverEmit, listening } from '../../../test/live-socket';
import { AnnouncementsControl } from './AnnouncementsControl';
import { env } from '../../../config/env';

const EVENT = 'company-announcement';
const agent = makeUser({ id: 7, profile: 'user' });

const outage = makeAnnouncement({
  id: 1,
  title: 'Queda do sistema',
  text: 'Estamos trabalhando para restabelecer o serviço.\nPrevisão: 2 horas.',
  priority: 1,
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaName: 'status.png',
  mediaPath: '/public/announcements/0123456789abcdef0123456789abcdef.png',
});
const holiday = makeAnnouncement({ id: 2, title: 'Feriado', text: 'Atendimento reduzido.', priority: 3, createdAt: '2025-02-20T09:30:00.000Z' });

async function renderControl(routes: Routes, me: UserDTO = agent) {
  const server = serve(routes);
  const view = renderWithApp(<AnnouncementsControl />, { route: '/tickets', auth: fakeAuth(me) });
  await waitFor(() => expect(listening(EVENT)).toBe(true));
  return { ...server, view, user: userEvent.setup({ delay: null }) };
}

/** GET /unread-counts answers `counts`; POST …/announcements/seen reads the announcements (the count drops to 0). */
function countRoutes(counts: { chats: number; announcements: number }): Routes {
  return {
    'GET /unread-counts': () => ({ status: 200, data: { ...counts } }),
    'POST /unread-counts/announcements/seen': () => {
      counts.announcements = 0;
      return { status: 200, data: { ...counts } };
    },
  };
}

// hidden: while the popover is open MUI hides the rest of the page from assistive technology.
const button = () => screen.getByRole('button', { name: /^Informativos/, hidden: true });
/** The badge's number; at zero there is no badge at all (CountBadge). */
const badgeCount = () => Number(button().querySelector('.MuiBadge-badge')?.textContent ?? 0);
const listQueries = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/announcements').map((r) => r.params);

describe('AnnouncementsControl', () => {
  it('shows the count the server answers; opening the popover lists them, marks the newest as new and reads them', async () => {
    const counts = { chats: 0, announcements: 1 };
    const { requests, user } = await renderControl({
      'GET /announcements': announcementPages([[outage, holiday]]),
      ...countRoutes(counts),
    });
    await waitFor(() => expect(badgeCount()).toBe(1));
    expect(listQueries(requests)).toEqual([{ searchParam: '', pageNumber: 1, status: true }]);

    await user.click(button());
    const list = await screen.findByRole('list', { name: 'Informativos' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual(['Queda do sistema', 'Feriado']);
    expect(within(items[0]).getByText('Novo')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Novo')).not.toBeInTheDocument();
    expect(within(items[0]).getByText(/Alta · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: 'status.png' })).toHaveAttribute(
      'src',
      `${env.apiUrl}/public/announcements/0123456789abcdef0123456789abcdef.png`,
    );
    await waitFor(() => expect(badgeCount()).toBe(0));
    expect(requests.filter((r) => r.url === '/unread-counts/announcements/seen').map((r) => r.method)).toEqual(['POST']);
  });

  it("counts beyond the first page: the badge is the server's count, not the listed rows", async () => {
    await renderControl({ 'GET /announcements': announcementPages([[outage]]), ...countRoutes({ chats: 0, announcements: 57 }) });
    await waitFor(() => expect(badgeCount()).toBe(57));
  });

  it('asks the count again for a live new announcement and drops deactivated or deleted ones', async () => {
    const counts = { chats: 0, announcements: 1 };
    const { user } = await renderControl({ 'GET /announcements': announcementPages([[holiday]]), ...countRoutes(counts) });
    await waitFor(() => expect(badgeCount()).toBe(1));
    await user.click(button());
    await waitFor(() => expect(badgeCount()).toBe(0));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Informativos' })).not.toBeInTheDocument());

    counts.announcements = 1;
    await serverEmit(EVENT, { action: 'create', announcement: outage });
    await waitFor(() => expect(badgeCount()).toBe(1));
    // An inactive one (super users receive those) is not listed.
    await serverEmit(EVENT, { action: 'create', announcement: makeAnnouncement({ id: 3, title: 'Rascunho', status: false }) });
    await serverEmit(EVENT, { action: 'update', announcement: { ...holiday, status: false } });
    await user.click(button());
    const list = await screen.findByRole('list', { name: 'Informativos' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('Queda do sistema')).toBeInTheDocument();
    expect(within(list).queryByText('Rascunho')).not.toBeInTheDocument();
    expect(within(list).queryByText('Feriado')).not.toBeInTheDocument();

    await serverEmit(EVENT, { action: 'delete', announcementId: 1 });
    expect(await screen.findByText('Nenhum informativo no momento.')).toBeInTheDocument();
  });

  it('opens an announcement in full with its picture', async () => {
    const { user } = await renderControl({ 'GET /announcements': announcementPages([[outage]]), ...countRoutes({ chats: 0, announcements: 0 }) });
    await user.click(button());
    await user.click(await screen.findByText('Queda do sistema'));
    const dialog = await screen.findByRole('dialog', { name: 'Queda do sistema' });
    expect(within(dialog).getByText(/Previsão: 2 horas\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Alta')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'status.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/public\/announcements\/0123456789abcdef0123456789abcdef\.png$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Queda do sistema' })).not.toBeInTheDocument());
  });
});
