import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { QuickMessagesPage } from '../components/QuickMessagesPage';
import { serve, type Routes } from './serve';

/** The signed-in user who wrote the replies of the tests' pages. */
export const author = makeUser({ id: 7, profile: 'user' });
/** Another user of the same company. */
export const colleague = makeUser({ id: 8, profile: 'user' });

/** The quick replies page signed in as `me`, answering from `routes`. */
export function renderPage(routes: Routes, me: UserDTO = author) {
  const server = serve(routes);
  renderWithApp(<QuickMessagesPage />, { route: '/quick-messages', auth: fakeAuth(me) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}
