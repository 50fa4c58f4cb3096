import type { CompanyEventPayloads } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { contact, contactPages, listQueries, renderContactsPage as renderPage, rowButton } from '../test/contacts-page';

// Role queries over the MUI table are slow in jsdom; on a busy machine the default 1 s is not enough.

describe('ContactsPage', () => {
  it('lists name, WhatsApp number and e-mail, and searches lowercased after 500 ms', async () => {
    const { requests, user } = renderPage({ 'GET /contacts': contactPages([[contact(1, 'Maria Oliveira'), contact(2, 'João Araújo')]]) });

    const row = (await screen.findByText('Maria Oliveira')).closest('tr') as HTMLElement;
    expect(within(screen.getByRole('table', { name: 'Contatos' })).getByText('João Araújo')).toBeInTheDocument();
    expect(within(row).getAllByText('+55 11 98765 0001').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('c1@cliente.com').length).toBeGreaterThan(0);
    expect(listQueries(requests)).toEqual([{ searchParam: '', pageNumber: 1 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'JOÃO');
    expect(listQueries(requests)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Maria Oliveira')).not.toBeInTheDocument());
    expect(await screen.findByText('João Araújo')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: 'joão', pageNumber: 1 },
    ]);
  });

  it('loads the next page of 20 when scrolled within 100 px of the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => contact(i + 1, `Pessoa ${String(i + 1).padStart(2, '0')}`));
    const { requests } = renderPage({ 'GET /contacts': contactPages([first, [contact(21, 'Zeca Lima')]]) });
    await screen.findByText('Pessoa 20');

    const scroller = screen.getByTestId('contacts-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    fireEvent.scroll(scroller, { target: { scrollTop: 450 } });
    expect(listQueries(requests)).toHaveLength(1);
    fireEvent.scroll(scroller, { target: { scrollTop: 520 } });

    expect(await screen.findByText('Zeca Lima')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: '', pageNumber: 2 },
    ]);
  });

  it('keeps loading pages while they do not fill a tall screen', async () => {
    const first = Array.from({ length: 20 }, (_, i) => contact(i + 1, `Pessoa ${String(i + 1).padStart(2, '0')}`));
    const { requests } = renderPage({ 'GET /contacts': contactPages([first, [contact(21, 'Zeca Lima')]]) });
    const scroller = screen.getByTestId('contacts-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 900 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 900 });

    expect(await screen.findByText('Zeca Lima')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: '', pageNumber: 2 },
    ]);
  });

  it('lets an admin delete after a confirmation that says the tickets and messages go too', async () => {
    const { writes, user } = renderPage({
      'GET /contacts': contactPages([[contact(1, 'Ana'), contact(2, 'Bruno Reis')]]),
      'DELETE /contacts/2': () => ({ status: 200, data: { message: 'Contact deleted' } }),
    });
    await user.click(await rowButton('Excluir', 'Bruno Reis'));

    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    expect(within(dialog).getByText('Todos os atendimentos e mensagens de Bruno Reis também serão excluídos.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Contato excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bruno Reis')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', url: '/contacts/2' }]);
  });

  it('offers no delete button to a plain user (contacts-page:deleteContact is for admins)', async () => {
    renderPage({ 'GET /contacts': contactPages([[contact(1, 'Ana')]]) }, makeUser({ profile: 'user' }));
    await screen.findByText('Ana');
    expect(screen.getByRole('button', { name: 'Editar Ana' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar atendimento Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Ana' })).not.toBeInTheDocument();
  });

  it('edits a contact in the contact modal and shows the saved name', async () => {
    const maria = contact(5, 'Maria Oliveira');
    const { writes, user } = renderPage({
      'GET /contacts': contactPages([[maria]]),
      'GET /contacts/5': () => ({ status: 200, data: maria }),
      'PUT /contacts/5': (config) => ({ status: 200, data: { ...maria, ...(JSON.parse(String(config.data)) as object) } }),
    });
    await user.click(await rowButton('Editar', 'Maria Oliveira'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contato' });
    const name = await within(dialog).findByLabelText('Nome');
    await waitFor(() => expect(name).toHaveValue('Maria Oliveira'));
    await user.clear(name);
    await user.type(name, 'Maria Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Maria Souza')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', url: '/contacts/5', body: expect.objectContaining({ name: 'Maria Souza' }) })]);
  });

  it('applies live create, update and delete events', async () => {
    renderPage({ 'GET /contacts': contactPages([[contact(1, 'Ana')]]) });
    await screen.findByText('Ana');
    await waitFor(() => expect(listening('company-3-contact')).toBe(true));
    const emit = (payload: CompanyEventPayloads['contact']) => emitCompanyEvent(3, 'contact', payload);
    const ref = (id: number, name: string) => ({ id, name, number: `55119876500${id}`, email: '', profilePicUrl: '', isGroup: false });

    await emit({ action: 'create', contact: ref(5, 'Carla Dias') });
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    await emit({ action: 'update', contact: ref(1, 'Ana Lima') });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    await emit({ action: 'delete', contactId: 5 });
    await waitFor(() => expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument());
  });
});
