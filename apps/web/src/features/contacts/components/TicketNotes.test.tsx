import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { atLocal, makeNote } from '../test/fixtures';
import { serve, type Routes } from '../../../test/serve-routes';
import { TicketNotes } from './TicketNotes';

function renderNotes(routes: Routes, me: UserDTO = makeUser({ id: 7, profile: 'user' })) {
  const served = serve(routes);
  renderWithApp(<TicketNotes ticketId={10} contactId={5} />, { route: '/tickets', auth: fakeAuth(me) });
  return { ...served, user: userEvent.setup({ delay: null }) };
}

describe('TicketNotes', () => {
  it("lists the ticket's notes with author and DD/MM/YYYY HH:mm", async () => {
    const { requests } = renderNotes({
      'GET /ticket-notes/list': () => ({
        status: 200,
        data: [
          makeNote(2, { note: 'Prefere contato à tarde' }),
          makeNote(1, { note: 'Cliente antigo', user: { id: 8, name: 'Bruno Reis' }, userId: 8, createdAt: atLocal('2025-02-28T09:30:00') }),
        ],
      }),
    });

    const list = await screen.findByRole('list', { name: 'Observações' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Prefere contato à tardeAna Souza · 04/03/2025 15:06',
      'Cliente antigoBruno Reis · 28/02/2025 09:30',
    ]);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/ticket-notes/list', params: { ticketId: 10, contactId: 5 } });
    // A plain user deletes only their own notes.
    expect(within(items[0]!).getByRole('button', { name: 'Excluir observação' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Excluir observação' })).not.toBeInTheDocument();
  });

  it('refuses a note under 2 characters and adds a valid one on top', async () => {
    const { writes, user } = renderNotes({
      'GET /ticket-notes/list': () => ({ status: 200, data: [makeNote(1)] }),
      'POST /ticket-notes': () => ({ status: 201, data: makeNote(2, { note: 'Ligar amanhã' }) }),
    });
    await screen.findByText('Observação 1');
    const field = screen.getByLabelText('Observação');

    await user.type(field, ' a ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Muito curto!')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Ligar amanhã');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Observação adicionada com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: '/ticket-notes', body: { note: 'Ligar amanhã', ticketId: 10, contactId: 5 } }]);
    const items = within(screen.getByRole('list', { name: 'Observações' })).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.firstChild?.textContent)).toEqual(['Ligar amanhã', 'Observação 1']);
    expect(field).toHaveValue('');
  });

  it('deletes a note after the confirmation', async () => {
    const { writes, user } = renderNotes(
      {
        'GET /ticket-notes/list': () => ({ status: 200, data: [makeNote(3, { note: 'Nota antiga', userId: 8, user: { id: 8, name: 'Bruno Reis' } })] }),
        'DELETE /ticket-notes/3': () => ({ status: 200, data: { message: 'Note deleted' } }),
      },
      makeUser({ id: 7, profile: 'admin' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir observação' }));

    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(confirm).getByText('Deseja realmente excluir este registro?')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Observação excluída com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/ticket-notes/3', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Nota antiga')).not.toBeInTheDocument());
  });
});
