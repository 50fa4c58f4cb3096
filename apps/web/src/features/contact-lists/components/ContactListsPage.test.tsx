import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitCompanyEvent } from '../../../test/live-socket';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeContactList, onePage, serve, type Routes } from '../test/serve';
import { ContactListsPage } from './ContactListsPage';

function renderPage(routes: Routes) {
  const server = serve(routes);
  renderWithApp(<ContactListsPage />, { route: '/contact-lists', auth: fakeAuth(makeUser()) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('ContactListsPage', () => {
  it("lists name and contacts count, creates a list, follows live events and opens a list's contacts", async () => {
    const { user, writes } = renderPage({
      'GET /contact-lists': onePage('records', [makeContactList({ id: 1, name: 'Clientes VIP', contactsCount: 12 })]),
      'POST /contact-lists': (config) => ({ status: 200, data: makeContactList({ id: 2, name: (JSON.parse(String(config.data)) as { name: string }).name }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Listas de Contatos' })).toBeInTheDocument();
    expect(within(await rowOf('Clientes VIP')).getByText('12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova lista' });
    await user.type(within(dialog).getByLabelText('Nome'), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Muito curto!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome'), 'tacado');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Atacado')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: '/contact-lists', body: { name: 'Atacado' } }]);

    await emitCompanyEvent(3, 'ContactList', { action: 'update', record: makeContactList({ id: 1, name: 'Clientes VIP', contactsCount: 40 }) });
    expect(await within(await rowOf('Clientes VIP')).findByText('40')).toBeInTheDocument();
    await emitCompanyEvent(3, 'ContactList', { action: 'delete', id: 2 });
    await waitFor(() => expect(screen.queryByText('Atacado')).not.toBeInTheDocument());

    // findByRole: the row's buttons are hidden from the accessibility tree until the closing dialog has left.
    await user.click(await within(await rowOf('Clientes VIP')).findByRole('button', { name: 'Contatos Clientes VIP' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-lists/1/contacts');
  });

  it('asks before deleting and drops the row', async () => {
    const { user, writes } = renderPage({
      'GET /contact-lists': onePage('records', [makeContactList({ id: 5, name: 'Antiga' })]),
      'DELETE /contact-lists/5': () => ({ status: 204 }),
    });
    await user.click(within(await rowOf('Antiga')).getByRole('button', { name: 'Excluir Antiga' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /excluir|confirmar/i }));
    await waitFor(() => expect(screen.queryByText('Antiga')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', url: '/contact-lists/5' }]);
  });
});
