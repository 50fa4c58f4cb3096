import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeIntegrationTestResultDto } from '../../../test/automation-dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { emitCompanyEvent } from '../../../test/live-socket';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type Routes } from '../../../test/serve-routes';
import { integrationPage, makeIntegration } from '../test/fixtures';
import { IntegrationsPage } from './IntegrationsPage';

const admin = makeUser({ id: 7, profile: 'admin' }, { useIntegrations: true });

function renderPage(routes: Routes) {
  const server = serve(routes);
  renderWithApp(<IntegrationsPage />, { route: '/queue-integration', auth: fakeAuth(admin) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('IntegrationsPage', () => {
  it('lists each integration with its type logo and id, live', async () => {
    renderPage({
      'GET /queueIntegration/': integrationPage([
        makeIntegration(),
        makeIntegration({ id: 4, type: 'dialogflow', name: 'Agente DF', projectName: 'meu-projeto' }),
      ]),
    });
    const n8n = await rowOf('Fluxo n8n');
    expect(within(n8n).getByRole('img', { name: 'n8n' })).toBeInTheDocument();
    expect(within(await rowOf('Agente DF')).getByRole('img', { name: 'Dialogflow' })).toBeInTheDocument();
    expect(within(await rowOf('Agente DF')).getByText('4')).toBeInTheDocument();

    await emitCompanyEvent(3, 'queueIntegration', { action: 'delete', integrationId: 1 });
    await waitFor(() => expect(screen.queryByText('Fluxo n8n')).not.toBeInTheDocument());
  });

  it("tests a Typebot's typed settings with 'Testar', shows the answer, and saves it with the §9 defaults", async () => {
    const created = makeIntegration({ id: 9, type: 'typebot', name: 'Bot de vendas', urlN8N: 'https://typebot.example.com', typebotSlug: 'vendas' });
    const { writes, user } = renderPage({
      'GET /queueIntegration/': integrationPage([]),
      'POST /queueIntegration/testSession': () => ({ status: 200, data: makeIntegrationTestResultDto({ ok: false, message: 'Typebot answered 404' }) }),
      'POST /queueIntegration': () => ({ status: 201, data: created }),
    });
    await screen.findByText('Nenhuma integração cadastrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar projeto' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Bot de vendas');
    await user.type(within(dialog).getByLabelText('URL do Typebot'), 'https://typebot.example.com');
    await user.type(within(dialog).getByLabelText('Typebot - Slug'), 'vendas');
    await user.click(within(dialog).getByRole('button', { name: 'Testar' }));
    expect(await within(dialog).findByText('Falhou: Typebot answered 404')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: '/queueIntegration/testSession',
      body: { type: 'typebot', projectName: 'Bot de vendas', language: 'pt-BR', urlN8N: 'https://typebot.example.com', typebotSlug: 'vendas' },
    });
    expect(writes()[1]).toMatchObject({
      method: 'POST',
      url: '/queueIntegration',
      body: {
        type: 'typebot',
        name: 'Bot de vendas',
        projectName: 'Bot de vendas',
        urlN8N: 'https://typebot.example.com',
        typebotSlug: 'vendas',
        typebotExpires: 1,
        typebotDelayMessage: 1000,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf('Bot de vendas')).getByRole('img', { name: 'Typebot' })).toBeInTheDocument();
  });

  it('asks for the URL of an n8n flow and the name of 2 to 50 characters before saving', async () => {
    const { writes, user } = renderPage({ 'GET /queueIntegration/': integrationPage([]) });
    await user.click(await screen.findByRole('button', { name: 'Adicionar projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar projeto' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'n8n n8n' }));
    await user.type(within(dialog).getByLabelText('Nome'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Muito curto!')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Obrigatório').length).toBeGreaterThan(0);
    expect(writes()).toEqual([]);
  });
});
