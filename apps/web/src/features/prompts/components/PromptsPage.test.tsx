import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures';
import { emitCompanyEvent } from '../../../test/live-socket';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type Routes } from '../../../test/serve-routes';
import { makePrompt, promptPage, queues } from '../test/fixtures';
import { PromptsPage } from './PromptsPage';

const admin = makeUser({ id: 7, profile: 'admin' }, { useOpenAi: true });

function renderPage(routes: Routes, user = admin) {
  const server = serve({ 'GET /queue': () => ({ status: 200, data: queues }), ...routes });
  renderWithApp(<PromptsPage />, { route: '/prompts', auth: fakeAuth(user) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('PromptsPage', () => {
  it('lists name, queue and max tokens, and a live event adds a prompt', async () => {
    renderPage({ 'GET /prompt': promptPage([makePrompt()]) });
    const row = await rowOf('Atendente virtual');
    expect(within(row).getByText('Vendas')).toBeInTheDocument();
    expect(within(row).getByText('100')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Máx. Tokens' })).toBeInTheDocument();

    await emitCompanyEvent(3, 'prompt', {
      action: 'create',
      prompt: makePrompt({ id: 2, name: 'Bot de suporte', maxTokens: 250, queue: null, queueId: null }),
    });
    const added = await rowOf('Bot de suporte');
    expect(within(added).getByText('250')).toBeInTheDocument();
    expect(within(added).getByText('Sem setor')).toBeInTheDocument();
  });

  it("refuses a prompt without a queue ('Informe o setor') and creates one with the §9 defaults", async () => {
    const created = makePrompt({ id: 9, name: 'Triagem', queueId: 6, queue: { id: 6, name: 'Suporte', color: '#4CAF50' } });
    const { writes, user } = renderPage({ 'GET /prompt': promptPage([]), 'POST /prompt': () => ({ status: 201, data: created }) });
    await screen.findByText('Nenhum prompt cadastrado.');
    await user.click(screen.getByRole('button', { name: 'Adicionar Prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Prompt' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Triagem');
    await user.type(within(dialog).getByLabelText('API Key'), 'sk-test-1234');
    await user.type(within(dialog).getByLabelText('Prompt'), 'Pergunte o assunto e encaminhe.');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Informe o setor')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Setor/Fila' }));
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/prompt',
          body: {
            name: 'Triagem',
            prompt: 'Pergunte o assunto e encaminhe.',
            apiKey: 'sk-test-1234',
            queueId: 6,
            voice: 'texto',
            voiceRegion: '',
            maxTokens: 100,
            temperature: 1,
            maxMessages: 10,
          },
        },
      ]),
    );
    expect(within(await rowOf('Triagem')).getByText('Suporte')).toBeInTheDocument();
  });

  it('edits without sending the key back: the field shows only its last 4 characters as a hint', async () => {
    const { writes, user } = renderPage({
      'GET /prompt': promptPage([makePrompt()]),
      'PUT /prompt/1': () => ({ status: 200, data: makePrompt({ maxTokens: 300 }) }),
    });
    await user.click(within(await rowOf('Atendente virtual')).getByRole('button', { name: 'Editar Atendente virtual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Prompt' });
    expect(within(dialog).getByLabelText('API Key')).toHaveValue('');
    expect(within(dialog).getByText(/terminada em x9Qz/)).toBeInTheDocument();
    const tokens = within(dialog).getByLabelText('Máximo de Tokens na resposta');
    await user.clear(tokens);
    await user.type(tokens, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/prompt/1', body: { apiKey: '', maxTokens: 300, queueId: 5 } });
    expect(within(await rowOf('Atendente virtual')).getByText('300')).toBeInTheDocument();
  });

  it('tells a non-admin that only admins manage prompts, without asking the API', async () => {
    const { requests } = renderPage({}, makeUser({ profile: 'user' }, { useOpenAi: true }));
    expect(await screen.findByText('Apenas administradores gerenciam os prompts.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/prompt')).toEqual([]);
  });
});
