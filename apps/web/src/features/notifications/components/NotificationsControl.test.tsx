import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ContactRefDTO, TicketDTO, UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import type * as notificationSound from '../notification-sound';
import { playNotificationSound } from '../notification-sound';
import { makeContact, makeMessage, makeTicket } from '../test/fixtures';
import { NotificationsControl } from './NotificationsControl';

vi.mock('../notification-sound', async (importOriginal) => ({
  ...(await importOriginal<typeof notificationSound>()),
  playNotificationSound: vi.fn(),
}));

const TICKET_EVENT = 'company-3-ticket';
const MESSAGE_EVENT = 'company-3-appMessage';
const vendas = { id: 1, name: 'Vendas', color: '#2e7d32' };

/** Stands in for the browser's Notification API, recording what the app shows. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }
}

beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  vi.mocked(playNotificationSound).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** GET /tickets answers `open` or `pending` by the status asked; each request's params are recorded. */
function serveTickets(open: TicketDTO[], pending: TicketDTO[]) {
  const params: unknown[] = [];
  const { adapter } = fakeAdapter((config) => {
    if ((config.method ?? 'get') === 'get' && config.url === '/tickets') {
      const query = config.params as { status: string };
      params.push(query);
      const tickets = query.status === 'open' ? open : query.status === 'pending' ? pending : [];
      return { status: 200, data: { tickets, count: tickets.length, hasMore: false } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return params;
}

const me = (overrides: Partial<UserDTO> = {}) => makeUser({ id: 7, profile: 'user', queues: [vendas], ...overrides });

async function renderBell(route = '/tickets', user: UserDTO = me()) {
  renderWithApp(<NotificationsControl />, { route, auth: fakeAuth(user) });
  await waitFor(() => expect(listening(TICKET_EVENT) && listening(MESSAGE_EVENT)).toBe(true));
  return userEvent.setup({ delay: null });
}

/** The bell with no tickets, in a browser whose Notification API has not been answered yet. */
async function renderBellBeforePermission() {
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.permission = 'default';
  serveTickets([], []);
  return renderBell();
}

const bell = () => screen.getByRole('button', { name: /^Notificações/ });
const location = () => screen.getByTestId('location').textContent;
const count = async (expected: string) => waitFor(() => expect(within(bell()).getByText(expected)).toBeInTheDocument());

describe('NotificationsControl', () => {
  it('counts and lists my unread open tickets and the pending tickets of my queues', async () => {
    const today = dayjs().hour(9).minute(5).second(0).toISOString();
    const params = serveTickets(
      [makeTicket(1, 'Maria Lima', { unreadMessages: 2, lastMessageAt: today }), makeTicket(2, 'Lido Já', { unreadMessages: 0 })],
      [
        makeTicket(3, 'Pedro Alves', {
          status: 'pending',
          userId: null,
          queueId: 1,
          queue: vendas,
          lastMessageAt: new Date('2025-03-04T15:30:00').toISOString(),
        }),
        makeTicket(4, 'Outra Fila', { status: 'pending', userId: null, queueId: 9 }),
      ],
    );
    const user = await renderBell();

    await count('2');
    expect(params).toEqual([
      { status: 'open', showAll: 'false', withUnreadMessages: 'true' },
      { status: 'pending', showAll: 'false' },
    ]);

    await user.click(bell());
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Maria Lima');
    expect(rows[0]).toHaveTextContent('Mensagem de Maria Lima');
    expect(rows[0]).toHaveTextContent('09:05');
    expect(rows[0]).not.toHaveTextContent(dayjs(today).format('DD/MM/YYYY'));
    expect(rows[1]).toHaveTextContent('Pedro Alves');
    expect(rows[1]).toHaveTextContent('04/03/2025 15:30');
    expect(rows[1]).toHaveTextContent('Aguardando');
    expect(within(list).queryByText('Lido Já')).not.toBeInTheDocument();
    expect(within(list).queryByText('Outra Fila')).not.toBeInTheDocument();

    await user.click(rows[1]);
    expect(location()).toBe('/tickets/uuid-3');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notificações' })).not.toBeInTheDocument());
  });

  it('stays live with ticket and appMessage events', async () => {
    serveTickets([makeTicket(1, 'Maria Lima')], []);
    const user = await renderBell();
    await count('1');

    // A pending ticket of my queue arrives, one of another queue does not.
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: makeTicket(5, 'Nova Fila', { status: 'pending', userId: null, queueId: 1 }) });
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: makeTicket(6, 'Fila Alheia', { status: 'pending', userId: null, queueId: 9 }) });
    await count('2');

    // A customer message on my open ticket moves it to the top with its contact.
    const ticket8 = makeTicket(8, 'Zeca Reis', { contact: undefined, lastMessage: 'Oi, tudo bem?' });
    await emitCompanyEvent(3, 'appMessage', { action: 'create', message: makeMessage(80, 8), ticket: ticket8, contact: makeContact(108, 'Zeca Reis') });
    await count('3');
    await user.click(bell());
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Zeca Reis');
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Oi, tudo bem?');
    expect(within(list).queryByText('Fila Alheia')).not.toBeInTheDocument();

    // Read, accepted by someone else, deleted.
    await emitCompanyEvent(3, 'ticket', { action: 'updateUnread', ticketId: 1 });
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: makeTicket(5, 'Nova Fila', { status: 'open', userId: 9, unreadMessages: 3 }) });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await emitCompanyEvent(3, 'ticket', { action: 'delete', ticketId: 8 });
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
  });

  it('shows every pending ticket to a user with allTicket enabled', async () => {
    serveTickets([], [makeTicket(3, 'Sem Fila', { status: 'pending', userId: null, queueId: null })]);
    await renderBell('/tickets', me({ allTicket: 'enabled', queues: [] }));
    await count('1');
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: makeTicket(6, 'Fila Alheia', { status: 'pending', userId: null, queueId: 9 }) });
    await count('2');
  });

  it('plays the sound at the saved volume and notifies only for customer messages of visible tickets', async () => {
    vi.stubGlobal('Notification', FakeNotification);
    localStorage.setItem('volume', '0.4');
    serveTickets([makeTicket(1, 'Maria Lima')], []);
    await renderBell('/tickets/uuid-2');
    await count('1');
    const say = (id: number, ticket: TicketDTO, fromMe = false) =>
      emitCompanyEvent(3, 'appMessage', {
        action: 'create',
        message: makeMessage(id, ticket.id, { fromMe }),
        ticket,
        contact: ticket.contact as ContactRefDTO,
      });

    await say(10, makeTicket(1, 'Maria Lima', { unreadMessages: 2 }), true); // my own message
    await say(11, makeTicket(3, 'De Outro', { userId: 9 })); // someone else's ticket
    await say(12, makeTicket(4, 'Fila Alheia', { status: 'pending', userId: null, queueId: 9 })); // a queue not mine
    await say(13, makeTicket(2, 'Aberto Agora', { unreadMessages: 1 })); // the conversation on screen
    expect(playNotificationSound).not.toHaveBeenCalled();
    expect(FakeNotification.shown).toHaveLength(0);

    await say(14, makeTicket(1, 'Maria Lima', { unreadMessages: 3 }));
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
    expect(playNotificationSound).toHaveBeenCalledWith(0.4);
    expect(FakeNotification.shown).toHaveLength(1);
    const [notice] = FakeNotification.shown;
    expect(notice.title).toBe('Mensagem de Maria Lima');
    expect(notice.options.body).toMatch(/^Texto 14 - \d{2}:\d{2}$/);
    expect(notice.options.tag).toBe('1');

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    notice.onclick?.();
    await waitFor(() => expect(location()).toBe('/tickets/uuid-1'));
    expect(focus).toHaveBeenCalled();
    expect(notice.close).toHaveBeenCalled();

    await say(15, makeTicket(5, 'Pendente', { status: 'pending', userId: null, queueId: 1 }));
    expect(playNotificationSound).toHaveBeenCalledTimes(2);
    expect(FakeNotification.shown).toHaveLength(2);
  });

  it('plays the sound but shows no notification before permission is granted', async () => {
    await renderBellBeforePermission();
    await emitCompanyEvent(3, 'appMessage', {
      action: 'create',
      message: makeMessage(1, 1),
      ticket: makeTicket(1, 'Maria Lima'),
      contact: makeContact(101, 'Maria Lima'),
    });
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('asks for permission on the first click of the bell only', async () => {
    const user = await renderBellBeforePermission();

    await user.click(bell());
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Nenhuma notificação')).not.toBeInTheDocument());
    await user.click(bell());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('only logs to the console when the browser has no Notification API', async () => {
    expect('Notification' in window).toBe(false);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serveTickets([], []);
    const user = await renderBell();

    await user.click(bell());
    expect(info).toHaveBeenCalledWith("This browser doesn't support notifications");
    await emitCompanyEvent(3, 'appMessage', {
      action: 'create',
      message: makeMessage(1, 1),
      ticket: makeTicket(1, 'Maria Lima'),
      contact: makeContact(101, 'Maria Lima'),
    });
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /Maria Lima/ })).toBeInTheDocument();
  });
});
