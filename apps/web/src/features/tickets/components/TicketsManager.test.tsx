import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { clientEmits, connectSessionSocket, emitCompanyEvent, idleSessionSocket, liveServerUrl, reconnect } from '../../../test/live-socket';
import { makeContact, makeMessage, openTicket, pendingTicket, suporte, vendas } from '../test/fixtures';
import { agent, byStatus, renderPage, location, managerTab, subTab, countOf, list, rowOf, rowNames } from '../test/page';
import { screenWidth, serveTicketsApi, ticketQueries } from '../test/server';

// A loaded CI machine renders MUI slowly: give findBy/waitFor more than the default second.

beforeEach(() => {
  screenWidth(false);
});

describe('TicketsManager: the ticket manager', () => {
  it('shows assigned and pending sub-tabs with their counts, and each row as the spec lists it', async () => {
    const today = dayjs().hour(9).minute(5).second(0).toISOString();
    const requests = serveTicketsApi({
      tickets: byStatus({
        open: [
          openTicket(1, 'Maria Lima', {
            unreadMessages: 2,
            lastMessage: 'Preciso de ajuda com o pedido',
            lastMessageAt: today,
            tags: [{ id: 5, name: 'VIP', color: '#d32f2f' }],
          }),
          openTicket(2, 'João Prado', { lastMessageAt: new Date('2025-03-04T15:30:00').toISOString(), queueId: null, queue: null }),
        ],
        pending: [pendingTicket(3, 'Pedro Alves'), pendingTicket(4, 'Rita Souza', suporte), pendingTicket(6, 'Lia Reis')],
      }),
    });
    const user = await renderPage();

    const assigned = await list('Atendendo');
    await waitFor(() => expect(countOf(subTab(/Atendendo/))).toBe('2'));
    expect(countOf(subTab(/Aguardando/))).toBe('3');
    expect(ticketQueries(requests)).toEqual(
      expect.arrayContaining([
        { pageNumber: 1, showAll: 'false', status: 'open' },
        { pageNumber: 1, showAll: 'false', status: 'pending' },
      ]),
    );

    const maria = within(rowOf(assigned, 'Maria Lima'));
    expect(maria.getByText('Preciso de ajuda com o pedido')).toBeInTheDocument();
    expect(maria.getByText('09:05')).toBeInTheDocument();
    expect(maria.getByLabelText('2 mensagens não lidas')).toHaveTextContent('2');
    expect(maria.getByText('Vendas')).toBeInTheDocument();
    expect(maria.getByText('Comercial')).toBeInTheDocument();
    expect(maria.getByText('VIP')).toBeInTheDocument();
    const joao = within(rowOf(assigned, 'João Prado'));
    expect(joao.getByText('04/03/2025')).toBeInTheDocument();
    expect(joao.getByText('Sem fila')).toBeInTheDocument();
    // The assigned user shows to admins only.
    expect(maria.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Todos' })).not.toBeInTheDocument();

    await waitFor(() => expect(clientEmits()).toContainEqual(['joinTickets', 'open']));

    await user.click(subTab(/Aguardando/));
    const pending = await list('Aguardando');
    expect(rowNames(pending, ['Pedro Alves', 'Rita Souza', 'Lia Reis'])).toEqual(['Pedro Alves', 'Rita Souza', 'Lia Reis']);
    await waitFor(() => expect(clientEmits()).toContainEqual(['joinTickets', 'pending']));
    // A pending ticket is accepted, never opened by a click on the row.
    await user.click(within(rowOf(pending, 'Pedro Alves')).getByText('Pedro Alves'));
    expect(location()).toBe('/tickets');
    expect(within(rowOf(pending, 'Pedro Alves')).getByRole('button', { name: 'Aceitar' })).toBeEnabled();
  });

  it("gives admins the 'Todos' switch (on at first), the assigned user on each row, and sends showAll", async () => {
    const requests = serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima', { userId: 8, user: { id: 8, name: 'Bruno Costa' } })] }) });
    const user = await renderPage({ user: agent({ profile: 'admin' }) });

    const assigned = await list('Atendendo');
    expect(within(rowOf(assigned, 'Maria Lima')).getByText('Bruno Costa')).toBeInTheDocument();
    const showAll = screen.getByRole('switch', { name: 'Todos' });
    expect(showAll).toBeChecked();
    expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'true', status: 'open' });

    await user.click(showAll);
    await waitFor(() => expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'false', status: 'open' }));
  });

  it('opens a closed ticket by clicking its row and highlights the chosen one', async () => {
    const requests = serveTicketsApi({
      tickets: byStatus({ closed: [openTicket(5, 'Caio Dias', { status: 'closed' }), openTicket(6, 'Eva Luz', { status: 'closed' })] }),
    });
    const user = await renderPage({ route: '/tickets/uuid-6' });

    await user.click(screen.getByRole('tab', { name: 'Atendimentos' }));
    await user.click(managerTab(/Resolvidos/));
    const closed = await list('Resolvidos');
    expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'false', status: 'closed' });
    expect(within(rowOf(closed, 'Eva Luz')).getByRole('button')).toHaveAttribute('aria-current', 'true');

    await user.click(within(rowOf(closed, 'Caio Dias')).getByRole('button'));
    expect(location()).toBe('/tickets/uuid-5');
    await user.click(screen.getByRole('tab', { name: 'Atendimentos' }));
    expect(within(rowOf(await list('Resolvidos'), 'Caio Dias')).getByRole('button')).toHaveAttribute('aria-current', 'true');
    expect(within(rowOf(await list('Resolvidos'), 'Eva Luz')).getByRole('button')).not.toHaveAttribute('aria-current');
  });
});

describe('TicketsManager: accepting a pending ticket', () => {
  it('accepts as me, opens the ticket and moves it from Aguardando to Atendendo', async () => {
    const pedro = pendingTicket(3, 'Pedro Alves');
    const requests = serveTicketsApi({
      tickets: byStatus({ open: [openTicket(1, 'Maria Lima')], pending: [pedro, pendingTicket(4, 'Rita Souza')] }),
      extra: (method, url) =>
        method === 'PUT' && url === '/tickets/3'
          ? { status: 200, data: { ...pedro, status: 'open', userId: 7, user: { id: 7, name: 'Ana Souza' } } }
          : undefined,
    });
    const user = await renderPage();
    await user.click(subTab(/Aguardando/));
    const pending = await list('Aguardando');

    await user.click(within(rowOf(pending, 'Pedro Alves')).getByRole('button', { name: 'Aceitar' }));

    await waitFor(() => expect(location()).toBe('/tickets/uuid-3'));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ url: '/tickets/3', body: { status: 'open', userId: 7 } });
    await user.click(screen.getByRole('tab', { name: 'Atendimentos' }));
    await waitFor(() => expect(countOf(subTab(/Aguardando/))).toBe('1'));
    expect(countOf(subTab(/Atendendo/))).toBe('2');
    await user.click(subTab(/Atendendo/));
    expect(rowNames(await list('Atendendo'), ['Pedro Alves', 'Maria Lima'])).toEqual(['Pedro Alves', 'Maria Lima']);
  });

  it('shows the error toast when another attendant accepted first, stays on the list and reloads it', async () => {
    let taken = false;
    const requests = serveTicketsApi({
      // Once the other attendant has it, the server no longer lists it as pending.
      tickets: (params) => (params.status === 'pending' && !taken ? [pendingTicket(3, 'Pedro Alves')] : []),
      extra: (method, url) => {
        if (method !== 'PUT' || url !== '/tickets/3') return undefined;
        taken = true;
        return { status: 409, data: { error: 'ERR_OTHER_OPEN_TICKET', userId: 8, user: { name: 'Bruno Costa' }, queue: { name: 'Vendas' } } };
      },
    });
    const user = await renderPage();
    await user.click(subTab(/Aguardando/));
    await user.click(within(rowOf(await list('Aguardando'), 'Pedro Alves')).getByRole('button', { name: 'Aceitar' }));

    expect(await screen.findByText('Já existe um tíquete aberto para este contato.')).toBeInTheDocument();
    expect(location()).toBe('/tickets');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText('Nada aqui!')).toBeInTheDocument();
    expect(countOf(subTab(/Aguardando/))).toBe('0');
  });
});

describe('TicketsManager: live list events', () => {
  it('adds, replaces, removes and moves tickets as events arrive, counts following', async () => {
    serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima')], pending: [pendingTicket(3, 'Pedro Alves'), pendingTicket(4, 'Rita Souza')] }) });
    const user = await renderPage();
    await user.click(subTab(/Aguardando/));
    const names = ['Nova Cliente', 'Pedro Alves', 'Rita Souza', 'Outra Fila'];
    expect(rowNames(await list('Aguardando'), names)).toEqual(['Pedro Alves', 'Rita Souza']);

    // A new pending ticket of my queue arrives on top; one of a queue that is not mine does not.
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: pendingTicket(9, 'Nova Cliente', suporte) });
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: pendingTicket(10, 'Outra Fila', { id: 30, name: 'Financeiro', color: '#000' }) });
    await waitFor(async () => expect(rowNames(await list('Aguardando'), names)).toEqual(['Nova Cliente', 'Pedro Alves', 'Rita Souza']));
    expect(countOf(subTab(/Aguardando/))).toBe('3');

    // Replaced in place.
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: pendingTicket(4, 'Rita Souza', vendas, { lastMessage: 'Ainda estou aguardando' }) });
    expect(await within(rowOf(await list('Aguardando'), 'Rita Souza')).findByText('Ainda estou aguardando')).toBeInTheDocument();

    // A new message moves its ticket to the top (its lastMessageAt is the newest) with its unread count.
    const message = {
      action: 'create' as const,
      message: makeMessage(70, 4),
      ticket: pendingTicket(4, 'Rita Souza', vendas, { unreadMessages: 6, lastMessageAt: '2025-03-04T12:05:00.000Z' }),
      contact: makeContact(104, 'Rita Souza'),
    };
    await emitCompanyEvent(3, 'appMessage', message);
    const pending = await list('Aguardando');
    await waitFor(() => expect(rowNames(pending, names)).toEqual(['Rita Souza', 'Nova Cliente', 'Pedro Alves']));
    expect(within(rowOf(pending, 'Rita Souza')).getByLabelText('6 mensagens não lidas')).toBeInTheDocument();

    // Moved to a queue I do not have: it leaves; deleted: it leaves.
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: pendingTicket(9, 'Nova Cliente', { id: 30, name: 'Financeiro', color: '#000' }) });
    await emitCompanyEvent(3, 'ticket', { action: 'delete', ticketId: 3 });
    await waitFor(async () => expect(rowNames(await list('Aguardando'), names)).toEqual(['Rita Souza']));
    expect(countOf(subTab(/Aguardando/))).toBe('1');

    // Accepted by me elsewhere: it moves to Atendendo, where reading it clears the unread badge.
    await emitCompanyEvent(3, 'ticket', {
      action: 'update',
      ticket: openTicket(4, 'Rita Souza', { unreadMessages: 6, lastMessageAt: '2025-03-04T12:05:00.000Z' }),
    });
    await waitFor(() => expect(countOf(subTab(/Aguardando/))).toBe('0'));
    expect(countOf(subTab(/Atendendo/))).toBe('2');
    await user.click(subTab(/Atendendo/));
    expect(within(rowOf(await list('Atendendo'), 'Rita Souza')).getByLabelText('6 mensagens não lidas')).toBeInTheDocument();
    await emitCompanyEvent(3, 'ticket', { action: 'updateUnread', ticketId: 4 });
    await waitFor(async () => expect(within(rowOf(await list('Atendendo'), 'Rita Souza')).queryByLabelText(/não lida/)).not.toBeInTheDocument());
  });

  it('joins the list on the socket and reloads the lists once connected and after a reconnection', async () => {
    const requests = serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima')] }) });
    // The page opens before the socket's first connection (as at sign-in): what it read before is read again
    // once connected (events of that gap were lost), and again after a reconnection.
    await liveServerUrl();
    await renderPage({ connect: idleSessionSocket });
    await list('Atendendo');
    const openLoads = () => ticketQueries(requests).filter((q) => q.status === 'open').length;
    expect(openLoads()).toBe(1);
    await connectSessionSocket();
    await waitFor(() => expect(clientEmits()).toContainEqual(['joinTickets', 'open']));
    await waitFor(() => expect(openLoads()).toBe(2));

    await reconnect();

    await waitFor(() => expect(openLoads()).toBe(3));
    await waitFor(() => expect(clientEmits().filter(([event]) => event === 'joinTickets')).toHaveLength(3));
  });
});
