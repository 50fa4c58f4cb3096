import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { TicketDTO, UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { listening } from '../../../test/live-socket';
import { TicketsPage } from '../components/TicketsPage';
import { suporte, vendas } from './fixtures';
import type { FakeTicketsApi } from './server';

export const TICKET_EVENT = 'company-3-ticket';
export const MESSAGE_EVENT = 'company-3-appMessage';

/** An attendant of Vendas and Suporte (user 7 of company 3). */
export const agent = (overrides: Partial<UserDTO> = {}) => makeUser({ id: 7, profile: 'user', queues: [vendas, suporte], ...overrides });

/** GET /tickets answers by status from these lists (the search gets `search`). */
export function byStatus(lists: Partial<Record<'open' | 'pending' | 'closed' | 'search', TicketDTO[]>>): FakeTicketsApi['tickets'] {
  return (params) => {
    if (params.status === undefined) return lists.search ?? [...(lists.open ?? []), ...(lists.pending ?? []), ...(lists.closed ?? [])];
    return lists[params.status as 'open' | 'pending' | 'closed'] ?? [];
  };
}

/** Renders /tickets (or a ticket's route) and waits until the lists listen to the socket. */
export async function renderPage({
  route = '/tickets',
  user = agent(),
  connect,
}: { route?: string; user?: UserDTO; connect?: () => Socket | Promise<Socket> } = {}) {
  renderWithApp(
    <Routes>
      <Route path="/tickets/:ticketUuid?" element={<TicketsPage />} />
    </Routes>,
    { route, auth: fakeAuth(user), connect },
  );
  await waitFor(() => expect(listening(TICKET_EVENT) && listening(MESSAGE_EVENT)).toBe(true));
  return userEvent.setup({ delay: null });
}

export const location = () => screen.getByTestId('location').textContent;
export const managerTab = (name: RegExp) => within(screen.getByRole('tablist', { name: 'Situação dos tickets' })).getByRole('tab', { name });
export const subTab = (name: RegExp) => within(screen.getByRole('tablist', { name: 'Tickets abertos' })).getByRole('tab', { name });
export const countOf = (tab: HTMLElement) => within(tab).getByTestId('tab-count').textContent;
export const list = (name: string) => screen.findByRole('list', { name });

export function rowOf(listElement: HTMLElement, name: string): HTMLElement {
  const row = within(listElement).getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The contacts of the rows, top to bottom, among `names`. */
export const rowNames = (listElement: HTMLElement, names: string[]) =>
  within(listElement)
    .getAllByRole('listitem')
    .map((li) => names.find((name) => li.textContent?.includes(name)) ?? li.textContent);
