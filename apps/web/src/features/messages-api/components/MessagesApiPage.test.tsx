import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '../../../config/env';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type Routes } from '../../../test/serve-routes';
import { makeConnection, makeDelivery, makeEndpoint } from '../test/fixtures';
import { MessagesApiPage } from './MessagesApiPage';

const TOKEN = 'tok_' + 'x'.repeat(40) + 'WXYZ';
const admin = makeUser({ id: 7, profile: 'admin' }, { useExternalApi: true });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(routes: Routes = {}) {
  const server = serve({
    'GET /whatsapp/': () => ({ status: 200, data: [makeConnection(1, 'Comercial', TOKEN), makeConnection(2, 'Sem token', '')] }),
    'GET /webhooks': () => ({ status: 200, data: { records: [] } }),
    ...routes,
  });
  renderWithApp(<MessagesApiPage />, { route: '/messages-api', auth: fakeAuth(admin) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

describe('MessagesApiPage', () => {
  it("shows curl with this instance's URL and the docs link, and copies a connection's whole token", async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`${env.apiUrl}/api/messages/send`)).length).toBe(2);
    expect(screen.getByRole('link', { name: /Documentação completa da API/ })).toHaveAttribute('href', `${env.apiUrl}/api/docs/ui`);
    const tokens = screen.getByRole('list', { name: 'Tokens das conexões' });
    expect(await within(tokens).findByText('tok_••••••••WXYZ')).toBeInTheDocument();
    expect(within(tokens).queryByText('Sem token')).not.toBeInTheDocument();

    await user.click(within(tokens).getByRole('button', { name: 'Copiar token de Comercial' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await screen.findByText('Copiado para a área de transferência.')).toBeInTheDocument();
  });

  it('asks for token, number and text, then posts to the real endpoint with the Bearer token and shows the answer', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ mensagem: 'Mensagem enviada', id: 41, ticketId: 8, contactId: 5, status: 'pending' }), { status: 200 }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Mensagens de Texto' });
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Escolha o token')).toBeInTheDocument();
    expect(within(form).getByText('Informe o número')).toBeInTheDocument();
    expect(within(form).getByText('Informe a mensagem')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('combobox', { name: 'Token cadastrado' }));
    await user.click(await screen.findByRole('option', { name: 'Comercial' }));
    await user.type(within(form).getByLabelText('Número'), '5511988887777');
    await user.type(within(form).getByLabelText('Mensagem'), 'Seu pedido saiu');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));

    const answer = await within(form).findByRole('status', { name: 'Resposta da API' });
    expect(within(answer).getByText('Resposta HTTP 200')).toBeInTheDocument();
    expect(within(answer).getByText(/"mensagem": "Mensagem enviada"/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${env.apiUrl}/api/messages/send`);
    expect(init?.headers).toEqual({ Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ number: '5511988887777', body: 'Seu pedido saiu' });
  });

  it('sends the media form as multipart with the file in medias', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'ERR_WAPP_NOT_CONNECTED' }), { status: 409 }));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Mensagens de Media' });
    await user.click(within(form).getByRole('combobox', { name: 'Token cadastrado' }));
    await user.click(await screen.findByRole('option', { name: 'Comercial' }));
    await user.type(within(form).getByLabelText('Número'), '5511988887777');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Escolha um arquivo')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Arquivo'), new File(['%PDF'], 'boleto.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Resposta HTTP 409')).toBeInTheDocument();
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get('number')).toBe('5511988887777');
    expect((body.get('medias') as File).name).toBe('boleto.pdf');
  });

  it('creates a webhook and shows its secret once, then resends a failed delivery from the log', async () => {
    const created = { ...makeEndpoint({ id: 3, url: 'https://erp.example.com/hook', events: ['ticket.closed'], description: '' }), secret: 'whsec_s3cr3t' };
    const { writes, user } = renderPage({
      'POST /webhooks': () => ({ status: 201, data: created }),
      'GET /webhooks/3/deliveries': () => ({ status: 200, data: { records: [makeDelivery({ endpointId: 3 })] } }),
      'POST /webhooks/3/deliveries/0b6f3f1e-1d1c-4a57-9a4e-1f0c0f0f0f01/resend': () => ({
        status: 202,
        data: makeDelivery({ endpointId: 3, state: 'pending' }),
      }),
    });
    await screen.findByText('Nenhum webhook cadastrado.');
    await user.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar webhook' });
    await user.type(within(dialog).getByLabelText('URL'), 'https://erp.example.com/hook');
    for (const name of ['Mensagem criada', 'Mensagem atualizada', 'Ticket criado', 'Ticket atualizado', 'Status da conexão']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Segredo do webhook' });
    expect(within(secretDialog).getByText('whsec_s3cr3t')).toBeInTheDocument();
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: '/webhooks',
      body: { url: 'https://erp.example.com/hook', description: '', events: ['ticket.closed'], active: true },
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Já guardei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('whsec_s3cr3t')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Histórico de entregas https://erp.example.com/hook' }));
    const log = await screen.findByRole('dialog', { name: 'Entregas para https://erp.example.com/hook' });
    expect(await within(log).findByText('Falhou')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Reenviar message.created' }));
    await waitFor(() => expect(writes().at(-1)).toEqual({ method: 'POST', url: '/webhooks/3/deliveries/0b6f3f1e-1d1c-4a57-9a4e-1f0c0f0f0f01/resend' }));
  });
});
