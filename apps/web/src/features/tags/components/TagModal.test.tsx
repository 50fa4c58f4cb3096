import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TagDTO, UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeTag } from '../test/fixtures';
import { TagModal } from './TagModal';

/** Answers POST and PUT /tags with the tag sent (or the error given) and records the bodies. */
function serve(error?: { status: number; data: unknown }) {
  const bodies: Array<{ method: string; url: string; body: unknown }> = [];
  const { adapter } = fakeAdapter((config) => {
    const body = JSON.parse((config.data as string | undefined) ?? '{}') as Partial<TagDTO>;
    bodies.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', body });
    if (error) return error;
    return { status: 200, data: makeTag(9, body.name ?? '', body) };
  });
  api.defaults.adapter = adapter;
  return bodies;
}

function renderModal(tag: TagDTO | null, me: UserDTO = makeUser({ profile: 'admin' })) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<TagModal open tag={tag} onClose={onClose} onSaved={onSaved} />, { auth: fakeAuth(me) });
  return { user: userEvent.setup({ delay: null }), onSaved, onClose };
}

describe('TagModal', () => {
  it('shows the §5 texts: "Obrigatório" for an empty name, "Mensagem muito curta" under 3 characters', async () => {
    const bodies = serve();
    const { user } = renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('ab');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Cor'));
    await user.click(within(dialog).getByLabelText('Cor'));
    await user.paste('azul');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Informe uma cor como #5C59A0')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('edits a tag with PUT /tags/{id}, starting from its values', async () => {
    const bodies = serve();
    const { user, onSaved, onClose } = renderModal(makeTag(5, 'Retorno', { color: '#123456', kanban: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Tag' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Retorno');
    expect(within(dialog).getByLabelText('Cor')).toHaveValue('#123456');
    expect(within(dialog).getByRole('switch', { name: /Kanban/ })).toBeChecked();

    await user.clear(within(dialog).getByLabelText('Nome'));
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Retornar ligação');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Tag salva com sucesso.')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'PUT', url: '/tags/5', body: { name: 'Retornar ligação', color: '#123456', kanban: 1 } }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Retornar ligação' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the kanban switch only to admins and supervisors, and never sends kanban for others', async () => {
    const bodies = serve();
    const { user } = renderModal(null, makeUser({ profile: 'user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Tag' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Pós-venda');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await screen.findByText('Tag salva com sucesso.');
    expect(bodies).toEqual([{ method: 'POST', url: '/tags', body: { name: 'Pós-venda', color: '#5C59A0' } }]);
  });

  it('shows the supervisor the kanban switch', async () => {
    serve();
    renderModal(null, makeUser({ profile: 'supervisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Tag' });
    expect(within(dialog).getByRole('switch', { name: /Kanban/ })).not.toBeChecked();
  });

  it('keeps the dialog open and shows the API error when saving fails', async () => {
    serve({ status: 400, data: { error: 'ERR_VALIDATION', field: 'name', message: 'name: a tag with this name already exists' } });
    const { user, onClose } = renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Tag' });
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Repetida');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Verifique os campos preenchidos.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
