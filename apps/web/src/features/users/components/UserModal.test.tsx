import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeConnectionDto, makeQueueDto } from '../../../test/dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { UserModal } from './UserModal';

type Reply = { status: number; data?: unknown };

/** Answers the modal's calls; /queue and /whatsapp/ do not exist yet unless a test gives them. */
function serve(routes: Record<string, (config: InternalAxiosRequestConfig) => Reply> = {}) {
  const bodies: Array<{ method: string; url: string; body: unknown }> = [];
  const { adapter, calls } = fakeAdapter((config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    if (config.data) bodies.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', body: JSON.parse(String(config.data)) });
    return routes[key]?.(config) ?? { status: 404, data: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
  api.defaults.adapter = adapter;
  return { calls, bodies };
}

function renderModal(signedIn: UserDTO, edited: UserDTO | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<UserModal open user={edited} onClose={onClose} onSaved={onSaved} />, { route: '/users', auth: fakeAuth(signedIn) });
  return { onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

const ADMIN_ONLY_LABELS = ['Perfil', 'Filas', 'Conexão Padrão', 'Ver chamados sem fila'];

// Dialogs with several selects render slowly in jsdom on a busy machine.
describe('UserModal', () => {
  it('hides the admin-only fields from a plain user and sends only name, e-mail and password', async () => {
    const me = makeUser({ id: 7, profile: 'user' });
    const { bodies, calls } = serve({ 'PUT /users/7': () => ({ status: 200, data: { ...me, name: 'Ana Lima' } }) });
    const { user, onSaved } = renderModal(me, me);

    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    for (const label of ADMIN_ONLY_LABELS) expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Souza');

    await user.clear(within(dialog).getByLabelText('Nome'));
    await user.type(within(dialog).getByLabelText('Nome'), 'Ana Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário salvo com sucesso!')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'PUT', url: '/users/7', body: { name: 'Ana Lima', email: 'ana@empresa.com' } }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana Lima' }));
    expect(calls.some((c) => c.url === '/queue' || c.url === '/whatsapp/')).toBe(false);
  });

  it('shows the §5 validation texts and posts nothing while the form is invalid', async () => {
    const { bodies } = serve();
    const { user } = renderModal(makeUser({ profile: 'admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText('Nome'), 'A');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Senha'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findAllByText('Muito curto!')).toHaveLength(2);
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('x'.repeat(50));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Muito longo!')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('lets an admin set profile, queues, connection and allTicket', async () => {
    const created = makeUser({ id: 21, name: 'Bruno Reis', email: 'bruno@empresa.com', profile: 'admin', allTicket: 'enabled' });
    const { bodies } = serve({
      'GET /queue': () => ({
        status: 200,
        data: [makeQueueDto({ id: 4, name: 'Vendas', color: '#0E7C66' }), makeQueueDto({ id: 5, name: 'Suporte', color: '#2563EB' })],
      }),
      'GET /whatsapp/': () => ({ status: 200, data: [makeConnectionDto({ id: 9, name: 'Comercial' })] }),
      'POST /users': () => ({ status: 201, data: created }),
    });
    const { user, onSaved, onClose } = renderModal(makeUser({ profile: 'admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });

    await user.type(within(dialog).getByLabelText('Nome'), 'Bruno Reis');
    await user.type(within(dialog).getByLabelText('Email'), 'bruno@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Perfil' }));
    await user.click(await screen.findByRole('option', { name: 'Administrador' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Filas' })).not.toHaveAttribute('aria-disabled'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Filas' }));
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Conexão Padrão' }));
    await user.click(await screen.findByRole('option', { name: 'Comercial' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ver chamados sem fila' }));
    await user.click(await screen.findByRole('option', { name: 'Habilitado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([
      {
        method: 'POST',
        url: '/users',
        body: {
          name: 'Bruno Reis',
          email: 'bruno@empresa.com',
          password: 'segredo1',
          profile: 'admin',
          allTicket: 'enabled',
          whatsappId: 9,
          queueIds: [5],
        },
      },
    ]);
  });

  it('keeps working when the queues and connections endpoints are missing (404)', async () => {
    const { bodies } = serve({ 'POST /users': () => ({ status: 201, data: makeUser({ id: 30 }) }) });
    const { user, onSaved } = renderModal(makeUser({ profile: 'admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });

    expect(await within(dialog).findByText('Não foi possível carregar as filas')).toBeInTheDocument();
    expect(await within(dialog).findByText('Não foi possível carregar as conexões')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Filas' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Conexão Padrão' })).toHaveAttribute('aria-disabled', 'true');

    await user.type(within(dialog).getByLabelText('Nome'), 'Carla Dias');
    await user.type(within(dialog).getByLabelText('Email'), 'carla@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]?.body).toMatchObject({ profile: 'user', allTicket: 'desabled', whatsappId: null, queueIds: [] });
  });

  it('shows the translated API error and stays open', async () => {
    serve({ 'POST /users': () => ({ status: 400, data: { error: 'ERR_EMAIL_ALREADY_EXISTS', message: 'exists' } }) });
    const { user, onClose } = renderModal(makeUser({ profile: 'admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });

    await user.type(within(dialog).getByLabelText('Nome'), 'Carla Dias');
    await user.type(within(dialog).getByLabelText('Email'), 'carla@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Já existe um cadastro com este email.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
