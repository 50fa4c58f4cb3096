import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactInput } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeContact } from '../test/fixtures';
import { serve } from '../../../test/serve-routes';
import { ContactModal } from './ContactModal';

type User = ReturnType<typeof userEvent.setup>;

/** Pasting instead of typing key by key keeps these form tests fast on a loaded machine. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderModal(props: { contactId?: number; initialValues?: Partial<ContactInput> } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<ContactModal open onClose={onClose} onSaved={onSaved} {...props} />, { route: '/tickets', auth: fakeAuth(makeUser()) });
  return { onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

describe('ContactModal', () => {
  it('shows the §5 texts and sends nothing while the form is invalid', async () => {
    const { writes } = serve();
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });
    const add = within(dialog).getByRole('button', { name: 'Adicionar' });

    await user.click(add);
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);

    await fill(user, within(dialog).getByLabelText('Nome'), 'M');
    await fill(user, within(dialog).getByLabelText('Número do Whatsapp'), '5511987');
    await fill(user, within(dialog).getByLabelText('Email'), 'maria@');
    await user.click(add);
    expect(await within(dialog).findAllByText('Muito curto!')).toHaveLength(2);
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('x'.repeat(50));
    await user.click(add);
    expect(await within(dialog).findByText('Muito longo!')).toBeInTheDocument();

    // An extra value without a field name would be shown under nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar informação' }));
    await fill(user, within(dialog).getByLabelText('Valor'), '123.456.789-00');
    await user.click(add);
    expect(await within(dialog).findByText('Obrigatório')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('creates a contact with its extra info and drops blank rows', async () => {
    const created = makeContact({ id: 31, extraInfo: [{ id: 1, name: 'CPF', value: '123.456.789-00' }] });
    const { writes } = serve({ 'POST /contacts': () => ({ status: 201, data: created }) });
    const { user, onSaved, onClose } = renderModal({ initialValues: { name: 'Maria' } });
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });

    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Maria');
    await fill(user, within(dialog).getByLabelText('Nome'), ' Oliveira ');
    await fill(user, within(dialog).getByLabelText('Número do Whatsapp'), '5511987654321');
    await fill(user, within(dialog).getByLabelText('Email'), 'maria@cliente.com');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar informação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar informação' }));
    await fill(user, within(dialog).getAllByLabelText('Nome do campo')[0]!, 'CPF');
    await fill(user, within(dialog).getAllByLabelText('Valor')[0]!, '123.456.789-00');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Contato salvo com sucesso.')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/contacts',
        body: { name: 'Maria Oliveira', number: '5511987654321', email: 'maria@cliente.com', extraInfo: [{ name: 'CPF', value: '123.456.789-00' }] },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
  });

  it('edits a loaded contact: keeps row ids, removes a row and can clear the e-mail', async () => {
    const contact = makeContact({
      extraInfo: [
        { id: 1, name: 'CPF', value: '123.456.789-00' },
        { id: 2, name: 'Cidade', value: 'Campinas' },
      ],
    });
    const { writes } = serve({
      'GET /contacts/5': () => ({ status: 200, data: contact }),
      'PUT /contacts/5': () => ({ status: 200, data: { ...contact, name: 'Maria O. Santos' } }),
    });
    const { user, onSaved } = renderModal({ contactId: 5 });
    const dialog = await screen.findByRole('dialog', { name: 'Editar contato' });

    expect(await within(dialog).findByLabelText('Nome')).toHaveValue('Maria Oliveira');
    expect(
      within(dialog)
        .getAllByLabelText('Valor')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['123.456.789-00', 'Campinas']);

    await user.clear(within(dialog).getByLabelText('Nome'));
    await fill(user, within(dialog).getByLabelText('Nome'), 'Maria O. Santos');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getAllByRole('button', { name: 'Remover informação' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/contacts/5',
        body: { name: 'Maria O. Santos', number: '5511987654321', email: '', extraInfo: [{ id: 1, name: 'CPF', value: '123.456.789-00' }] },
      },
    ]);
  });

  it('shows the duplicated-contact error through the error toast and stays open', async () => {
    serve({ 'POST /contacts': () => ({ status: 409, data: { error: 'ERR_DUPLICATED_CONTACT', message: 'exists' } }) });
    const { user, onClose, onSaved } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });

    await fill(user, within(dialog).getByLabelText('Nome'), 'Maria Oliveira');
    await fill(user, within(dialog).getByLabelText('Número do Whatsapp'), '5511987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Já existe um contato com este número.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Adicionar contato' })).toBeInTheDocument();
  });
});
