import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures';
import { makeTicket, makeMessage } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { ana, renderConversation } from '../test/render-conversation';

const location = () => screen.getByTestId('location').textContent;
const header = () => screen.getByRole('banner');
const puts = (requests: { method: string; url: string; body: unknown }[]) => requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body]);

describe('TicketConversation: access and ticket actions', () => {
  it("shows 'Acesso não permitido' and goes to /tickets when the API refuses the ticket (403)", async () => {
    const { requests } = serveConversation({ ticket: { status: 403, data: { error: 'ERR_NO_PERMISSION' } } });
    renderConversation();
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/tickets'));
    // The 403 was retried once after a token refresh (spec §8), then taken as a denial.
    expect(requests.filter((r) => r.url === '/tickets/u/uuid-1')).toHaveLength(2);
    expect(requests.some((r) => r.url.startsWith('/messages'))).toBe(false);
  });

  it('treats an unknown ticket (404) the same way', async () => {
    serveConversation({ ticket: { status: 404, data: { error: 'ERR_NO_TICKET_FOUND' } } });
    renderConversation();
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/tickets'));
  });

  it('offers a retry when loading fails for another reason', async () => {
    const { state } = serveConversation({ ticket: { status: 500, data: { error: 'ERR_INTERNAL' } } });
    const { user } = renderConversation();
    expect(await screen.findByText('Não foi possível carregar a conversa.')).toBeInTheDocument();
    expect(location()).toBe('/tickets/uuid-1');
    state.ticket = makeTicket();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria Lima')).toBeInTheDocument();
  });

  it('accepts a pending ticket for the user and stays in the conversation', async () => {
    const { requests } = serveConversation({
      ticket: makeTicket({ status: 'pending', userId: null, user: null }),
      pages: [{ messages: [makeMessage(1)], hasMore: false }],
    });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect(await within(header()).findByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(puts(requests)).toEqual([['/tickets/1', { status: 'open', userId: 7 }]]);
    expect(within(header()).getByText('Atribuído à: Ana Souza')).toBeInTheDocument();
    expect(location()).toBe('/tickets/uuid-1');
  });

  it("returns an open ticket to the queue ('Retornar') and goes to /tickets", async () => {
    const { requests } = serveConversation({ ticket: makeTicket() });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Retornar' }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(puts(requests)).toEqual([['/tickets/1', { status: 'pending', userId: null }]]);
  });

  it("resolves an open ticket ('Resolver') and goes to /tickets", async () => {
    const { requests } = serveConversation({ ticket: makeTicket() });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(puts(requests)).toEqual([['/tickets/1', { status: 'closed', userId: 7 }]]);
  });

  it.each([
    ['Finalizar com avaliação', true],
    ['Finalizar sem avaliação', false],
  ])("with userRating enabled, 'Resolver' asks first: '%s'", async (choice, sendRating) => {
    const { requests } = serveConversation({
      ticket: makeTicket(),
      overrides: { 'GET /settings': { status: 200, data: [{ key: 'userRating', value: 'enabled' }] } },
    });
    const { user } = renderConversation();
    await waitFor(() => expect(requests.some((r) => r.url === '/settings')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver o ticket' });
    expect(puts(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: choice }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(puts(requests)).toEqual([['/tickets/1', { status: 'closed', userId: 7, sendRating }]]);
  });

  it("reopens a closed ticket ('Reabrir') and stays", async () => {
    const { requests } = serveConversation({ ticket: makeTicket({ status: 'closed' }) });
    const { user } = renderConversation();
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opções do ticket' }));
    // A closed ticket cannot be transferred, and a plain user cannot delete it.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Agendar mensagem']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByRole('button', { name: 'Retornar' })).toBeInTheDocument();
    expect(puts(requests)).toEqual([['/tickets/1', { status: 'open', userId: 7 }]]);
    expect(location()).toBe('/tickets/uuid-1');
  });

  it('shows the API error and stays when an action is refused', async () => {
    serveConversation({
      ticket: makeTicket({ status: 'pending', userId: null, user: null }),
      overrides: { 'PUT /tickets/1': { status: 409, data: { error: 'ERR_OTHER_OPEN_TICKET' } } },
    });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Já existe um tíquete aberto para este contato.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeEnabled();
    expect(location()).toBe('/tickets/uuid-1');
  });

  it('transfers through the transfer dialog and then goes to /tickets', async () => {
    const { requests } = serveConversation({ ticket: makeTicket() });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Opções do ticket' }));
    expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });
    await user.click(within(dialog).getByRole('combobox', { name: /Transferir para fila/ }));
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(requests.filter((r) => r.method === 'PUT').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/tickets/1', body: { queueId: 5, userId: null, status: 'pending' } },
    ]);
  });

  it("schedules a message for the contact: 'Agendar mensagem' opens the schedule dialog with the contact set", async () => {
    serveConversation({ ticket: makeTicket({ status: 'closed' }) });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Opções do ticket' }));
    await user.click(screen.getByRole('menuitem', { name: 'Agendar mensagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(dialog).getByLabelText('Contato')).toHaveValue(makeTicket().contact?.name);
    expect(location()).toBe('/tickets/uuid-1');
  });

  it('hides the schedule option when the plan has no schedules', async () => {
    serveConversation({ ticket: makeTicket({ status: 'closed' }) });
    renderConversation(makeUser({ id: 7, name: 'Ana Souza', profile: 'user' }, { useSchedules: false }));
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opções do ticket' })).not.toBeInTheDocument();
  });

  it('lets an admin delete a closed ticket too', async () => {
    serveConversation({ ticket: makeTicket({ status: 'closed' }) });
    const { user } = renderConversation(ana({ profile: 'admin' }));
    await user.click(await screen.findByRole('button', { name: 'Opções do ticket' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Agendar mensagem', 'Deletar']);
  });

  it('lets an admin delete the ticket after a confirmation, then goes to /tickets', async () => {
    const { requests } = serveConversation({ ticket: makeTicket() });
    const { user } = renderConversation(ana({ profile: 'admin' }));
    await user.click(await screen.findByRole('button', { name: 'Opções do ticket' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar o ticket #1 do contato Maria Lima?' });
    expect(dialog).toHaveTextContent('Atenção! Todas as mensagens relacionadas ao ticket serão perdidas.');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/tickets/1']);
  });

  it('shows the contact, the assignee and the queue, and opens the contact panel', async () => {
    serveConversation({ ticket: makeTicket() });
    const { user } = renderConversation();
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Maria Lima')).toBeInTheDocument();
    expect(within(banner).getByText('Atribuído à: Ana Souza')).toBeInTheDocument();
    expect(within(banner).getByText('Vendas')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: /^Abrir dados do contato Maria Lima #/ }));
    // The panel's code loads when the drawer first opens.
    const panel = await screen.findByRole('complementary', { name: 'Dados do contato' });
    expect(await within(panel).findByText('Maria Lima')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
