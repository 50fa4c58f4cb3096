import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUserOptionDto } from '../../../test/dto-fixtures';
import { openTicket, suporte } from '../test/fixtures';
import { agent, byStatus, renderPage, managerTab, subTab, countOf, list, rowNames } from '../test/page';
import { screenWidth, serveTicketsApi, ticketQueries } from '../test/server';

// A loaded CI machine renders MUI slowly: give findBy/waitFor more than the default second.

beforeEach(() => {
  screenWidth(false);
});

describe('TicketsManager: search and filters', () => {
  it('searches lowercased text after a pause, then narrows by tag and (admins) by user', async () => {
    const requests = serveTicketsApi({
      tickets: byStatus({ search: [openTicket(1, 'Maria Lima')] }),
      extra: (method, url) => {
        if (method === 'GET' && url === '/tags/list') return { status: 200, data: [{ id: 5, name: 'VIP', color: '#d32f2f', kanban: 0 }] };
        if (method === 'GET' && url === '/users/list') return { status: 200, data: [makeUserOptionDto({ id: 8, name: 'Bruno Costa', profile: 'user' })] };
        return undefined;
      },
    });
    const user = await renderPage({ user: agent({ profile: 'admin' }) });
    await user.click(managerTab(/Busca/));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar atendimento e mensagens' }), { target: { value: 'MARIA ' } });

    // Debounced: nothing is asked the moment the text changes, the lowercased text half a second later.
    expect(ticketQueries(requests).filter((q) => q.searchParam !== undefined)).toEqual([]);
    await waitFor(() => expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'true', searchParam: 'maria' }));
    expect(await list('Busca')).toHaveTextContent('Maria Lima');

    await user.click(screen.getByRole('combobox', { name: 'Filtro por Tags' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() => expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'true', searchParam: 'maria', tags: '[5]' }));

    await user.click(screen.getByRole('combobox', { name: 'Filtro por Usuários' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Costa' }));
    await waitFor(() => expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'true', searchParam: 'maria', tags: '[5]', users: '[8]' }));
  });

  it('shows every ticket the tag + user search answers, whatever their status', async () => {
    const vip = { id: 5, name: 'VIP', color: '#d32f2f' };
    const ana = { id: 9, name: 'Ana' };
    const found = [
      openTicket(11, 'Carla Dias', { userId: 9, user: ana, tags: [vip] }),
      openTicket(12, 'Davi Reis', { status: 'closed', userId: 9, user: ana, tags: [vip], queueId: suporte.id, queue: suporte }),
      openTicket(13, 'Eva Luz', { userId: 9, user: ana, tags: [vip], queueId: null, queue: null }),
    ];
    serveTicketsApi({
      tickets: (params) => (params.tags === '[5]' && params.users === '[9]' ? found : []),
      extra: (method, url) => {
        if (method === 'GET' && url === '/tags/list') return { status: 200, data: [{ ...vip, kanban: 0 }] };
        if (method === 'GET' && url === '/users/list') return { status: 200, data: [makeUserOptionDto({ ...ana, profile: 'user' })] };
        return undefined;
      },
    });
    const user = await renderPage({ user: agent({ profile: 'admin' }) });
    await user.click(managerTab(/Busca/));
    await user.click(screen.getByRole('combobox', { name: 'Filtro por Tags' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await user.click(screen.getByRole('combobox', { name: 'Filtro por Usuários' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    const names = ['Carla Dias', 'Davi Reis', 'Eva Luz'];
    await waitFor(async () => expect(rowNames(await list('Busca'), names)).toEqual(names));
  });

  it('offers no user filter to attendants', async () => {
    serveTicketsApi({ tickets: byStatus({}) });
    const user = await renderPage();
    await user.click(managerTab(/Busca/));
    expect(await screen.findByRole('combobox', { name: 'Filtro por Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filtro por Usuários' })).not.toBeInTheDocument();
  });

  it("filters by queue: a queue taken out goes to the server, 'Sem fila' hides tickets without a queue", async () => {
    const requests = serveTicketsApi({
      tickets: byStatus({
        open: [
          openTicket(1, 'Maria Lima'),
          openTicket(2, 'João Prado', { queueId: null, queue: null }),
          openTicket(3, 'Rita Souza', { queueId: 2, queue: suporte }),
        ],
      }),
    });
    const user = await renderPage();
    expect(rowNames(await list('Atendendo'), ['Maria Lima', 'João Prado', 'Rita Souza'])).toEqual(['Maria Lima', 'João Prado', 'Rita Souza']);

    await user.click(screen.getByRole('combobox', { name: 'Filas' }));
    await user.click(screen.getByRole('option', { name: 'Sem fila' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('João Prado')).not.toBeInTheDocument());
    expect(countOf(subTab(/Atendendo/))).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Filas' }));
    await user.click(screen.getByRole('option', { name: 'Vendas' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ticketQueries(requests)).toContainEqual({ pageNumber: 1, showAll: 'false', status: 'open', queueIds: '[2]' }));
    expect(screen.getByRole('combobox', { name: 'Filas' })).toHaveTextContent('1 de 3');
  });

  it('loads the next page when the list is scrolled near its bottom', async () => {
    const many = Array.from({ length: 5 }, (_, i) => openTicket(i + 1, `Cliente ${i + 1}`));
    const requests = serveTicketsApi({ tickets: byStatus({ open: many }), pageSize: 3 });
    // A pane taller than the window's share, so the first page fills it.
    const sizes = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'ticket-list-scroller' ? 2000 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'ticket-list-scroller' ? 500 : 0;
    });
    await renderPage();
    await list('Atendendo');
    expect(
      ticketQueries(requests)
        .filter((q) => q.status === 'open')
        .map((q) => q.pageNumber),
    ).toEqual([1]);

    const scroller = screen.getAllByTestId('ticket-list-scroller')[0];
    scroller.scrollTop = 1450;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getByText('Cliente 5')).toBeInTheDocument());
    expect(
      ticketQueries(requests)
        .filter((q) => q.status === 'open')
        .map((q) => q.pageNumber),
    ).toEqual([1, 2]);
    sizes.mockRestore();
  });
});
