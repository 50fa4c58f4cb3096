import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ContactDTO, UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { ContactsPage } from '../components/ContactsPage';
import { makeContact } from './fixtures';
import { serve, type Routes } from '../../../test/serve-routes';

/** Contact `id` with a number and an e-mail derived from the id. */
export const contact = (id: number, name: string, overrides: Partial<ContactDTO> = {}) =>
  makeContact({ id, uuid: `contact-${id}`, name, number: `55119876500${String(id).padStart(2, '0')}`, email: `c${id}@cliente.com`, ...overrides });

/** GET /contacts answers from `pages` (by pageNumber) after filtering by the search, like the API. */
export function contactPages(pages: ContactDTO[][]) {
  return (config: InternalAxiosRequestConfig) => {
    const { searchParam, pageNumber } = config.params as { searchParam: string; pageNumber: number };
    const filtered = pages.map((page) => page.filter((c) => c.name.toLowerCase().includes(searchParam)));
    return { status: 200, data: { contacts: filtered[pageNumber - 1] ?? [], hasMore: pageNumber < pages.length, count: filtered.flat().length } };
  };
}

/** /contacts for `me` (an admin on connection 4 unless told), answered by `routes`. */
export function renderContactsPage(routes: Routes, me: UserDTO = makeUser({ profile: 'admin', whatsappId: 4 })) {
  const server = serve(routes);
  renderWithApp(<ContactsPage />, { route: '/contacts', auth: fakeAuth(me) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

/** A row's action button, once the row is on screen. */
export async function rowButton(action: string, name: string): Promise<HTMLElement> {
  await screen.findByText(name);
  return screen.getByRole('button', { name: `${action} ${name}` });
}

/** The queries of the GET /contacts requests, in order. */
export const listQueries = (requests: ReturnType<typeof serve>['requests']) =>
  requests.filter((r) => r.method === 'GET' && r.url === '/contacts').map((r) => r.params);
