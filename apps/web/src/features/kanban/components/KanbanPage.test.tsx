import type { CompanyEventPayloads, TagOptionDTO, TicketDTO, UserDTO } from '@zapdesk/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { layOutBoard, makeCard, negotiating, vip, won } from '../test/fixtures';
import { KanbanPage } from './KanbanPage';

let restoreLayout: () => void = () => undefined;
beforeEach(() => {
  restoreLayout = layOutBoard();
});
afterEach(() => {
  restoreLayout();
});

/**
 * A tiny ticket-tags server: GET /tags/kanban and GET /ticket/kanban answer the board; DELETE and PUT
 * /ticket-tags change the ticket's tags as the API does (DELETE drops its lane tags) and answer the ticket.
 */
function serveBoard(lanes: TagOptionDTO[], tickets: TicketDTO[], options: { failPut?: boolean } = {}) {
  const state = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const boardQueries: unknown[] = [];
  const { adapter, calls } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    if (method === 'GET' && url === '/tags/kanban') return { status: 200, data: lanes };
    if (method === 'GET' && url === '/ticket/kanban') {
      boardQueries.push(config.params);
      return { status: 200, data: { tickets: [...state.values()], hasMore: false } };
    }
    const removed = /^\/ticket-tags\/(\d+)$/.exec(url);
    if (method === 'DELETE' && removed) {
      const ticket = state.get(Number(removed[1]))!;
      state.set(ticket.id, { ...ticket, tags: ticket.tags.filter((tag) => !laneIds.has(tag.id)) });
      return { status: 200, data: state.get(ticket.id) };
    }
    const added = /^\/ticket-tags\/(\d+)\/(\d+)$/.exec(url);
    if (method === 'PUT' && added) {
      if (options.failPut) return { status: 403, data: { error: 'ERR_NO_PERMISSION' } };
      const ticket = state.get(Number(added[1]))!;
      const lane = lanes.find((l) => l.id === Number(added[2]))!;
      state.set(ticket.id, { ...ticket, tags: [...ticket.tags, { id: lane.id, name: lane.name, color: lane.color }] });
      return { status: 200, data: state.get(ticket.id) };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  const writes = () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);
  return { boardQueries, writes };
}

const me = (overrides: Partial<UserDTO> = {}) => makeUser({ profile: 'user', queues: [{ id: 1, name: 'Vendas', color: '#2e7d32' }], ...overrides });

function renderBoard(user: UserDTO = me()) {
  renderWithApp(<KanbanPage />, { route: '/kanban', auth: fakeAuth(user) });
}

const lane = (name: string) => screen.getByRole('region', { name });
const cardIn = (laneName: string, contact: string) => within(lane(laneName)).queryByRole('button', { name: new RegExp(`, ${contact}$`) });
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Picks the card up with Space, moves it `steps` lanes with the arrow keys, and drops it with Space. */
async function dragWithKeyboard(card: HTMLElement, steps: number) {
  card.focus();
  await act(async () => {
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  });
  await tick();
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await act(async () => {
      fireEvent.keyDown(document, { code: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
    });
    await tick();
  }
  await act(async () => {
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  });
}

describe('KanbanPage', () => {
  it('shows "Em aberto" and one lane per kanban tag in its colour, with the cards of the user\'s queues', async () => {
    const { boardQueries } = serveBoard(
      [negotiating, won],
      [makeCard(1, 'Maria Souza'), makeCard(2, 'João Lima', [vip, negotiating], { lastMessage: '*Fechamos* _amanhã_?' })],
    );
    renderBoard();

    await screen.findByText('João Lima');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Em aberto', 'Negociação', 'Fechado']);
    expect(within(lane('Negociação')).getByRole('heading', { name: 'Negociação' }).parentElement).toHaveStyle({ backgroundColor: 'rgb(255, 153, 0)' });
    expect(boardQueries).toEqual([{ queueIds: '[1]' }]);

    const open = lane('Em aberto');
    expect(within(open).getByText('Ticket nº 1')).toBeInTheDocument();
    expect(within(open).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(open).getByText('+55 11 98765 0001')).toBeInTheDocument();
    expect(within(open).getByText('Mensagem de Maria Souza')).toBeInTheDocument();
    // A ticket with a non-kanban tag and a lane tag sits in the lane.
    const card = within(lane('Negociação')).getByText('João Lima').closest('[data-ticket-id]') as HTMLElement;
    expect(within(card).getByText('Fechamos amanhã?')).toBeInTheDocument();
    expect(within(lane('Fechado')).getByText('Nenhum ticket')).toBeInTheDocument();
  });

  it('opens the conversation from "Ver Ticket"', async () => {
    serveBoard([negotiating], [makeCard(4, 'Maria Souza')]);
    renderBoard();
    const user = userEvent.setup({ delay: null });
    const card = (await screen.findByText('Maria Souza')).closest('[data-ticket-id]') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Ver Ticket' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/uuid-4');
  });

  it('moves a card between lanes by keyboard drag: DELETE then PUT /ticket-tags, with both toasts', async () => {
    const { writes } = serveBoard([negotiating, won], [makeCard(2, 'João Lima', [vip, negotiating])]);
    renderBoard();
    await screen.findByText('João Lima');

    await dragWithKeyboard(cardIn('Negociação', 'João Lima')!, 1);

    await waitFor(() => expect(cardIn('Fechado', 'João Lima')).not.toBeNull());
    expect(cardIn('Negociação', 'João Lima')).toBeNull();
    expect(await screen.findByText('Ticket Tag Removido!')).toBeInTheDocument();
    expect(await screen.findByText('Ticket Tag Adicionado com Sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual(['DELETE /ticket-tags/2', 'PUT /ticket-tags/2/12']);
  });

  it('moves a card from "Em aberto" with only PUT, and back to "Em aberto" with only DELETE', async () => {
    const { writes } = serveBoard([negotiating], [makeCard(1, 'Maria Souza')]);
    renderBoard();
    await screen.findByText('Maria Souza');

    await dragWithKeyboard(cardIn('Em aberto', 'Maria Souza')!, 1);
    await waitFor(() => expect(writes()).toEqual(['PUT /ticket-tags/1/11']));
    expect(cardIn('Negociação', 'Maria Souza')).not.toBeNull();

    await dragWithKeyboard(cardIn('Negociação', 'Maria Souza')!, -1);
    await waitFor(() => expect(writes()).toEqual(['PUT /ticket-tags/1/11', 'DELETE /ticket-tags/1']));
    expect(cardIn('Em aberto', 'Maria Souza')).not.toBeNull();
  });

  it('shows the error and puts the card back where the server has it when the move fails', async () => {
    serveBoard([negotiating, won], [makeCard(2, 'João Lima', [negotiating])], { failPut: true });
    renderBoard();
    await screen.findByText('João Lima');
    await dragWithKeyboard(cardIn('Negociação', 'João Lima')!, 1);
    expect(await screen.findByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
    // The DELETE went through, so the server has the ticket in 'Em aberto' now.
    await waitFor(() => expect(cardIn('Em aberto', 'João Lima')).not.toBeNull());
  });

  it('moves, adds and removes cards live from ticket events, and lanes from tag events', async () => {
    serveBoard([negotiating], [makeCard(1, 'Maria Souza'), makeCard(2, 'João Lima')]);
    renderBoard();
    await screen.findByText('João Lima');
    await waitFor(() => expect(listening('company-3-ticket')).toBe(true));
    const ticketEvent = (payload: CompanyEventPayloads['ticket']) => emitCompanyEvent(3, 'ticket', payload);
    const tagEvent = (payload: CompanyEventPayloads['tag']) => emitCompanyEvent(3, 'tag', payload);

    await ticketEvent({ action: 'update', ticket: makeCard(1, 'Maria Souza', [negotiating]) });
    await waitFor(() => expect(cardIn('Negociação', 'Maria Souza')).not.toBeNull());
    expect(cardIn('Em aberto', 'Maria Souza')).toBeNull();

    await ticketEvent({ action: 'update', ticket: makeCard(3, 'Ana Clara') });
    expect(await screen.findByText('Ana Clara')).toBeInTheDocument();
    // Another queue's ticket, a closed ticket and a deleted ticket leave the board.
    await ticketEvent({ action: 'update', ticket: makeCard(3, 'Ana Clara', [], { queueId: 2 }) });
    await ticketEvent({ action: 'update', ticket: makeCard(2, 'João Lima', [], { status: 'closed' }) });
    await waitFor(() => expect(screen.queryByText('Ana Clara')).not.toBeInTheDocument());
    expect(screen.queryByText('João Lima')).not.toBeInTheDocument();
    await ticketEvent({ action: 'delete', ticketId: 1 });
    await waitFor(() => expect(screen.queryByText('Maria Souza')).not.toBeInTheDocument());

    await tagEvent({ action: 'create', tag: { id: 13, name: 'Perdido', color: '#B80000', kanban: 1, userId: 7, ticketsCount: 0 } });
    expect(await screen.findByRole('region', { name: 'Perdido' })).toBeInTheDocument();
    await tagEvent({ action: 'update', tag: { ...negotiating, kanban: 0, userId: 7, ticketsCount: 0 } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Negociação' })).not.toBeInTheDocument());
    await tagEvent({ action: 'delete', tagId: 13 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Perdido' })).not.toBeInTheDocument());
  });

  it('asks an admin without queues for every ticket', async () => {
    const { boardQueries } = serveBoard([], [makeCard(1, 'Maria Souza', [], { queueId: null, queue: null })]);
    renderBoard(me({ profile: 'admin', queues: [] }));
    expect(await screen.findByText('Maria Souza')).toBeInTheDocument();
    expect(boardQueries).toEqual([{}]);
  });
});
