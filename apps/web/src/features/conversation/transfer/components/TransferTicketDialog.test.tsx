import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../../test/render';
import { connections, makeTicket, queues, users } from '../test/fixtures';
import { serve, type Routes } from '../../../../test/serve-routes';
import { TransferTicketDialog } from './TransferTicketDialog';

function renderDialog(overrides: Routes = {}) {
  const served = serve({
    'GET /queue': () => ({ status: 200, data: queues }),
    'GET /users/list': () => ({ status: 200, data: users }),
    'GET /whatsapp/': () => ({ status: 200, data: connections }),
    'PUT /tickets/10': () => ({ status: 200, data: makeTicket() }),
    ...overrides,
  });
  const onClose = vi.fn();
  const onTransferred = vi.fn();
  renderWithApp(<TransferTicketDialog open onClose={onClose} ticket={makeTicket()} onTransferred={onTransferred} />, {
    route: '/tickets/ticket-uuid-10',
    auth: fakeAuth(makeUser({ profile: 'user' })),
  });
  return { ...served, onClose, onTransferred, user: userEvent.setup({ delay: null }) };
}

async function chooseQueue(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Transferir para fila/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('TransferTicketDialog', () => {
  it('needs a queue, then sends a queue-only transfer as pending with no user', async () => {
    const { writes, user, onTransferred, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });

    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('Selecione uma fila')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await chooseQueue(user, dialog, 'Suporte');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    expect(await screen.findByText('Ticket transferido com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: '/tickets/10', body: { queueId: 5, userId: null, status: 'pending' } }]);
    expect(onTransferred).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('searches users from the third character and opens the ticket for the chosen one', async () => {
    const { writes, requests, user, onTransferred } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });
    await chooseQueue(user, dialog, 'Vendas');

    const search = within(dialog).getByRole('combobox', { name: 'Transferir para usuário' });
    await user.type(search, 'ma');
    expect(await screen.findByText('Digite ao menos 3 caracteres')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/users/list')).toBe(false);

    await user.type(search, 'r');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mariana Lopes']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Mariana Lopes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    await waitFor(() => expect(onTransferred).toHaveBeenCalled());
    expect(writes()).toEqual([{ method: 'PUT', url: '/tickets/10', body: { queueId: 4, userId: 9, status: 'open' } }]);
  });

  it('sends another connection only when one is chosen', async () => {
    const { writes, user, onTransferred } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });
    await chooseQueue(user, dialog, 'Suporte');

    await user.click(within(dialog).getByRole('combobox', { name: 'Transferir para conexão' }));
    const listbox = await screen.findByRole('listbox');
    // The ticket's own connection is the "keep" choice, not listed again.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Manter a conexão atual (Comercial)', 'Pós-venda']);
    await user.click(within(listbox).getByRole('option', { name: 'Pós-venda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    await waitFor(() => expect(onTransferred).toHaveBeenCalled());
    expect(writes()).toEqual([{ method: 'PUT', url: '/tickets/10', body: { queueId: 5, userId: null, status: 'pending', whatsappId: 2 } }]);
  });

  it('keeps the dialog open and shows the API error when the transfer fails', async () => {
    const { user, onTransferred } = renderDialog({
      'PUT /tickets/10': () => ({ status: 404, data: { error: 'ERR_NO_TICKET_FOUND', message: 'gone' } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });
    await chooseQueue(user, dialog, 'Suporte');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    expect(await screen.findByText('Nenhum tíquete encontrado com este ID.')).toBeInTheDocument();
    expect(onTransferred).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Transferir Ticket' })).toBeInTheDocument();
  });
});
