import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeQueueDto } from '../../../test/dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeConnection } from '../test/fixtures';
import { ConnectionModal } from './ConnectionModal';

type Reply = { status: number; data?: unknown };
const queues = [makeQueueDto({ id: 1, name: 'Vendas', color: '#0E7C66' }), makeQueueDto({ id: 2, name: 'Suporte', color: '#2563EB' })];

/** What the API answers to a save of `config`'s body over `base`: the body's fields, its queueIds as the queues. */
function saved(base: WhatsappDTO, config: InternalAxiosRequestConfig): WhatsappDTO {
  const { queueIds = [], ...fields } = JSON.parse(String(config.data)) as Partial<WhatsappDTO> & { queueIds?: number[] };
  return makeConnection({ ...base, ...fields, queues: queues.filter((q) => queueIds.includes(q.id)).map(({ id, name, color }) => ({ id, name, color })) });
}

/** Answers the pickers (queues when `withQueues`, else 404) and the save with `save`; records the bodies sent. */
function serve({
  withQueues = true,
  save = (config: InternalAxiosRequestConfig): Reply => ({ status: 201, data: saved(makeConnection({ id: 30 }), config) }),
} = {}) {
  const bodies: Array<{ method: string; url: string; body: Record<string, unknown> }> = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method === 'GET' && config.url === '/queue') return withQueues ? { status: 200, data: queues } : { status: 404, data: { error: 'ERR_NOT_FOUND' } };
    if (method === 'GET') return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
    // A 403 (the plan limit) makes the client refresh its token and retry once, as for an expired one.
    if (config.url === '/auth/refresh_token') return { status: 200, data: { token: 'fresh', user: makeUser(), sessionId: 's', defaultPasswordInUse: false } };
    bodies.push({ method, url: config.url ?? '', body: JSON.parse(String(config.data)) as Record<string, unknown> });
    return save(config);
  });
  api.defaults.adapter = adapter;
  return bodies;
}

/** Pastes a value: typing it key by key re-renders the whole form each time, which is slow and adds nothing here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

function renderModal(connection: WhatsappDTO | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<ConnectionModal open connection={connection} onClose={onClose} onSaved={onSaved} />, { auth: fakeAuth(makeUser()) });
  return { onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

describe('ConnectionModal', () => {
  it('validates the name: Obrigatório, Muito curto! and Muito longo!', async () => {
    const bodies = serve();
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar WhatsApp' });
    const name = within(dialog).getByLabelText('Nome');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeInTheDocument();
    await user.type(name, 'A');
    expect(await within(dialog).findByText('Muito curto!')).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('A'.repeat(51));
    expect(await within(dialog).findByText('Muito longo!')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('creates a sandbox connection with the §9 defaults, chosen queues and a generated token', async () => {
    const bodies = serve();
    const { user, onSaved, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar WhatsApp' });

    expect(within(dialog).getByLabelText('Enviar bot x vezes')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Encerrar chats abertos após x minutos')).toHaveValue(0);
    expect(within(dialog).getByLabelText('Intervalo em minutos entre envio de bot')).toHaveValue(0);
    expect(within(dialog).getByRole('switch', { name: 'Padrão' })).not.toBeChecked();

    await fill(user, within(dialog).getByLabelText('Nome'), 'Loja Centro');
    await user.click(within(dialog).getByRole('combobox', { name: 'Provedor' }));
    await user.click(await screen.findByRole('option', { name: 'Sandbox (celular simulado)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Filas' }));
    await user.click(await screen.findByRole('option', { name: 'Vendas' }));
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    await user.keyboard('{Escape}');
    await fill(user, within(dialog).getByLabelText('Mensagem de saudação'), 'Olá! Escolha uma opção.');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar token' }));
    const token = within(dialog).getByLabelText('Token');
    expect((token as HTMLInputElement).value).toMatch(/^[0-9a-f]{64}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('WhatsApp salvo com sucesso.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 'POST', url: '/whatsapp' });
    expect(bodies[0].body).toEqual({
      name: 'Loja Centro',
      provider: 'sandbox',
      isDefault: false,
      greetingMessage: 'Olá! Escolha uma opção.',
      complationMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      expiresInactiveMessage: '',
      expiresTicket: 0,
      timeToTransfer: null,
      transferQueueId: null,
      promptId: null,
      integrationId: null,
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      token: (token as HTMLInputElement).value,
      queueIds: [1, 2],
    });
  });

  it('edits without a provider choice and keeps the token when it is left as it was', async () => {
    const connection = makeConnection({
      id: 12,
      name: 'Matriz',
      provider: 'sandbox',
      isDefault: true,
      maxUseBotQueues: 5,
      queues: [{ id: queues[1].id, name: queues[1].name, color: queues[1].color }],
    });
    const bodies = serve({ save: (config) => ({ status: 200, data: saved(connection, config) }) });
    const { user } = renderModal(connection);
    const dialog = await screen.findByRole('dialog', { name: 'Editar WhatsApp' });

    expect(within(dialog).queryByRole('combobox', { name: 'Provedor' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Provedor')).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Padrão' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Nome'));
    await fill(user, within(dialog).getByLabelText('Nome'), 'Matriz SP');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ method: 'PUT', url: '/whatsapp/12' });
    expect(bodies[0].body).not.toHaveProperty('provider');
    expect(bodies[0].body).toMatchObject({ name: 'Matriz SP', isDefault: true, maxUseBotQueues: 5, queueIds: [2], token: 'a'.repeat(64) });
  });

  it('keeps working when GET /queue is missing: queue pickers empty, disabled, with a hint', async () => {
    serve({ withQueues: false });
    renderModal(makeConnection({ id: 3, queues: [{ id: 7, name: 'Financeiro', color: '#aa0000' }] }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar WhatsApp' });

    await waitFor(() => expect(within(dialog).getAllByText('As filas ainda não podem ser carregadas.')).toHaveLength(2));
    expect(within(dialog).getByRole('combobox', { name: 'Filas' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Financeiro')).toBeInTheDocument();
    expect(within(dialog).getByText('Os prompts ainda não podem ser carregados.')).toBeInTheDocument();
    expect(within(dialog).getByText('As integrações ainda não podem ser carregadas.')).toBeInTheDocument();
  });

  it.each([
    ['ERR_WAPP_GREETING_REQUIRED', 400, 'A mensagem de saudação é obrigatória quando há mais de uma fila.'],
    ['ERR_NO_OTHER_WHATSAPP', 400, 'Deve haver pelo menos um WhatsApp padrão.'],
    ['ERR_PLAN_LIMIT_REACHED', 403, 'O limite do seu plano foi atingido.'],
  ])('shows %s translated in a toast and stays open', async (code, status, text) => {
    serve({ save: () => ({ status, data: { error: code, message: 'refused', ...(code === 'ERR_WAPP_GREETING_REQUIRED' && { field: 'greetingMessage' }) } }) });
    const { user, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar WhatsApp' });
    await fill(user, within(dialog).getByLabelText('Nome'), 'Loja Centro');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a name the API says is taken under the name field', async () => {
    serve({ save: () => ({ status: 400, data: { error: 'ERR_VALIDATION', message: 'name: already in use', field: 'name' } }) });
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar WhatsApp' });
    await fill(user, within(dialog).getByLabelText('Nome'), 'Loja Centro');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Já está em uso.')).toBeInTheDocument();
  });
});
