import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { TicketConversation } from '../components/TicketConversation';

export const vendas = { id: 1, name: 'Vendas', color: '#2e7d32' };

/** Ana (user 7), an attendant of the Vendas queue; `profile: 'admin'` makes her an admin. */
export const ana = (overrides: Partial<UserDTO> = {}) => makeUser({ id: 7, name: 'Ana Souza', profile: 'user', queues: [vendas], ...overrides });

/** Renders the pane of /tickets/{uuid} for the user, with the app's providers. */
export function renderConversation(user: UserDTO = ana(), uuid = 'uuid-1') {
  const view = renderWithApp(<TicketConversation ticketUuid={uuid} />, { route: `/tickets/${uuid}`, auth: fakeAuth(user) });
  return { ...view, user: userEvent.setup({ delay: null }) };
}
