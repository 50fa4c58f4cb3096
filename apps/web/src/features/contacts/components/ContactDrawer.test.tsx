import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeContact, makeTicket } from '../test/fixtures';
import { serve, type Routes } from '../../../test/serve-routes';
import { ContactDrawer, type ContactDrawerVariant } from './ContactDrawer';

const notesRoute: Routes = { 'GET /ticket-notes/list': () => ({ status: 200, data: [] }) };

function renderDrawer(variant: ContactDrawerVariant = 'persistent') {
  const onClose = vi.fn();
  renderWithApp(<ContactDrawer open onClose={onClose} ticket={makeTicket()} variant={variant} />, {
    route: '/tickets/ticket-uuid-10',
    auth: fakeAuth(makeUser()),
  });
  return { onClose, user: userEvent.setup({ delay: null }) };
}

describe('ContactDrawer', () => {
  it('shows the contact with phone and e-mail links and the extra info', async () => {
    serve({
      ...notesRoute,
      'GET /contacts/5': () => ({
        status: 200,
        data: makeContact({
          extraInfo: [
            { id: 1, name: 'CPF', value: '123.456.789-00' },
            { id: 2, name: 'Cidade', value: 'Campinas' },
          ],
        }),
      }),
    });
    renderDrawer();
    // The panel's code loads when the drawer first opens.
    const panel = await screen.findByRole('complementary', { name: 'Dados do contato' });

    expect(within(panel).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(panel).getByText('M')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: '+55 11 98765 4321' }, { timeout: 10_000 })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(await within(panel).findByRole('link', { name: 'maria@cliente.com' })).toHaveAttribute('href', 'mailto:maria@cliente.com');
    const extra = within(panel).getByRole('region', { name: 'Outras informações' });
    expect(within(extra).getByText('CPF')).toBeInTheDocument();
    expect(within(extra).getByText('123.456.789-00')).toBeInTheDocument();
    expect(within(extra).getByText('Cidade')).toBeInTheDocument();
    expect(within(extra).getByText('Campinas')).toBeInTheDocument();
  });

  it('opens the contact modal and shows the saved contact afterwards', async () => {
    const { requests } = serve({
      ...notesRoute,
      'GET /contacts/5': () => ({ status: 200, data: makeContact() }),
      'PUT /contacts/5': () => ({ status: 200, data: makeContact({ name: 'Maria Santos', email: 'maria.santos@cliente.com' }) }),
    });
    const { user } = renderDrawer();
    // The panel's code loads when the drawer first opens.
    const panel = await screen.findByRole('complementary', { name: 'Dados do contato' });
    await within(panel).findByRole('link', { name: 'maria@cliente.com' });

    await user.click(within(panel).getByRole('button', { name: 'Editar contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contato' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Maria Oliveira');
    await user.clear(within(dialog).getByLabelText('Nome'));
    await user.type(within(dialog).getByLabelText('Nome'), 'Maria Santos');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(panel).findByRole('link', { name: 'maria.santos@cliente.com' })).toBeInTheDocument();
    expect(within(panel).getByText('Maria Santos')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/contacts/5' && r.method === 'GET')).toHaveLength(1);
  });

  it('shows what the ticket carries when the contact cannot be loaded, and closes', async () => {
    serve(notesRoute);
    const { user, onClose } = renderDrawer('temporary');
    const panel = await screen.findByRole('complementary', { name: 'Dados do contato' });

    expect(within(panel).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: '+55 11 98765 4321' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Outras informações' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
