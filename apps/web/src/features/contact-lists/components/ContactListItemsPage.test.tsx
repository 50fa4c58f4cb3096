import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeContactListImportResultDto } from '../../../test/automation-dto-fixtures';
import { emitCompanyEvent } from '../../../test/live-socket';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeContactList, makeContactListItem, serve, type Routes as ServedRoutes } from '../test/serve';
import { ContactListItemsPage } from './ContactListItemsPage';

function renderPage(routes: ServedRoutes) {
  const server = serve({ 'GET /contact-lists/1': () => ({ status: 200, data: makeContactList() }), ...routes });
  renderWithApp(
    <Routes>
      <Route path="/contact-lists/:contactListId/contacts" element={<ContactListItemsPage />} />
    </Routes>,
    { route: '/contact-lists/1/contacts', auth: fakeAuth(makeUser()) },
  );
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('ContactListItemsPage', () => {
  it("shows each contact with its WhatsApp validity and follows the list's live events", async () => {
    let items = [
      makeContactListItem({ id: 1, name: 'Bruno Lima', isWhatsappValid: true }),
      makeContactListItem({ id: 2, name: 'Carla Dias', number: '5511999990002', isWhatsappValid: false }),
      makeContactListItem({ id: 3, name: 'Davi Reis', number: '5511999990003' }),
    ];
    const { requests } = renderPage({ 'GET /contact-list-items': () => ({ status: 200, data: { contacts: items, hasMore: false, count: items.length } }) });
    expect(await screen.findByRole('heading', { name: 'Contatos: Clientes VIP' })).toBeInTheDocument();
    expect(within(await rowOf('Bruno Lima')).getByRole('img', { name: 'WhatsApp válido' })).toBeInTheDocument();
    expect(within(await rowOf('Carla Dias')).getByRole('img', { name: 'WhatsApp inválido' })).toBeInTheDocument();
    expect(within(await rowOf('Davi Reis')).getByRole('img', { name: 'Ainda não verificado' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/contact-list-items')?.params).toEqual({ searchParam: '', pageNumber: 1, contactListId: 1 });

    await emitCompanyEvent(3, 'ContactListItem', { action: 'update', record: makeContactListItem({ id: 3, name: 'Davi Reis', isWhatsappValid: true }) });
    expect(await within(await rowOf('Davi Reis')).findByRole('img', { name: 'WhatsApp válido' })).toBeInTheDocument();
    // Another list's contact never shows here.
    await emitCompanyEvent(3, 'ContactListItem', { action: 'create', record: makeContactListItem({ id: 9, name: 'Elsa Outra', contactListId: 2 }) });
    items = [...items, makeContactListItem({ id: 4, name: 'Fábio Novo' })];
    await emitCompanyEvent(3, 'ContactListItem', { action: 'reload', contactListId: 1 });
    expect(await screen.findByText('Fábio Novo')).toBeInTheDocument();
    expect(screen.queryByText('Elsa Outra')).not.toBeInTheDocument();
  });

  it('imports a spreadsheet after the confirmation that offers the example, and lists the refused lines', async () => {
    const { user, writes } = renderPage({
      'GET /contact-list-items': () => ({ status: 200, data: { contacts: [], hasMore: false, count: 0 } }),
      'POST /contact-lists/1/upload': () => ({
        status: 200,
        data: makeContactListImportResultDto({ created: 2, updated: 1, errors: [{ line: 4, message: 'number: Too Short!' }] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    expect(within(dialog).getByRole('button', { name: 'Baixar planilha de exemplo' })).toBeInTheDocument();
    const file = new File(['name,number\nAna,5511999990009'], 'contatos.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByTestId('import-spreadsheet-input'), { target: { files: [file] } });
    expect(await screen.findByText('Importação concluída: 2 adicionados, 1 atualizados.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Linha 4: number: Too Short!')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: '/contact-lists/1/upload', body: { file: { name: 'contatos.csv', type: 'text/csv' } } }]);
  });

  it('adds a contact and adds the contacts of a tag', async () => {
    const { user, writes } = renderPage({
      'GET /contact-list-items': () => ({ status: 200, data: { contacts: [], hasMore: false, count: 0 } }),
      'POST /contact-list-items': () => ({ status: 200, data: makeContactListItem({ id: 7, name: 'Gil Souza', number: '5511988887777', email: '' }) }),
      'GET /tags/list': () => ({ status: 200, data: [{ id: 4, name: 'Clientes', color: '#f00', kanban: 0 }] }),
      'POST /contact-lists/1/tag': () => ({ status: 200, data: makeContactListImportResultDto({ created: 3 }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Gil Souza');
    await user.type(within(dialog).getByLabelText('Número'), '5511988887777');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Gil Souza')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Adicionar da tag' }));
    const tagDialog = await screen.findByRole('dialog', { name: 'Adicionar contatos de uma tag' });
    await user.click(within(tagDialog).getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Clientes' }));
    await user.click(within(tagDialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      { method: 'POST', url: '/contact-list-items', body: { name: 'Gil Souza', number: '5511988887777', email: '', contactListId: 1 } },
      { method: 'POST', url: '/contact-lists/1/tag', body: { tagId: 4 } },
    ]);
  });
});
