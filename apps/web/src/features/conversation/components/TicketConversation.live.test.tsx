import type { ContactRefDTO } from '@zapdesk/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeMessage, makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { ana, renderConversation } from '../test/render-conversation';
import { emitCompanyEvent, reconnect, listening, clientEmits } from '../../../test/live-socket';

const MESSAGE_EVENT = 'company-3-appMessage';
const TICKET_EVENT = 'company-3-ticket';
beforeEach(() => {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this.querySelectorAll('[data-testid="message"]').length * 100;
  });
});

const location = () => screen.getByTestId('location').textContent;
const bubbles = () => screen.getAllByTestId('message');
const log = () => screen.getByRole('log', { name: 'Mensagens' });

async function openConversation(user = ana()) {
  const ticket = makeTicket();
  const api = serveConversation({ ticket, pages: [{ messages: [makeMessage(1), makeMessage(2, { fromMe: true, ack: 1 })], hasMore: false }] });
  const view = renderConversation(user);
  await screen.findByText('Texto 2');
  await waitFor(() => expect(listening(MESSAGE_EVENT) && listening(TICKET_EVENT) && listening('connect')).toBe(true));
  const send = (action: 'create' | 'update', message: ReturnType<typeof makeMessage>) =>
    emitCompanyEvent(3, 'appMessage', { action, message, ticket, contact: ticket.contact as ContactRefDTO });
  return { ...view, ...api, ticket, send };
}

describe('TicketConversation: live updates', () => {
  it('joins the ticket room on open and after a reconnection (refetching what it missed), and leaves it on close', async () => {
    const { requests, unmount, state } = await openConversation();
    // What the app emits reaches the server a moment later.
    await waitFor(() => expect(clientEmits()).toEqual([['joinChatBox', 1]]));

    state.pages = [{ messages: [makeMessage(1), makeMessage(2, { fromMe: true, ack: 1 }), makeMessage(3, { body: 'Enquanto offline' })], hasMore: false }];
    await reconnect();
    await waitFor(() =>
      expect(clientEmits()).toEqual([
        ['joinChatBox', 1],
        ['joinChatBox', 1],
      ]),
    );
    expect(await screen.findByText('Enquanto offline')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/messages/1')).toHaveLength(2);

    unmount();
    await waitFor(() => expect(clientEmits().at(-1)).toEqual(['leaveChatBox', 1]));
  });

  it('reads customer messages that arrive while its attendant has the conversation on screen, once per burst', async () => {
    const { send, requests } = await openConversation();
    const reads = () => requests.filter((r) => r.method === 'GET' && r.url === '/messages/1').length;
    expect(reads()).toBe(1);
    await send('create', makeMessage(3, { body: 'Oi?' }));
    await send('create', makeMessage(4, { body: 'Alguém aí?' }));
    await send('create', makeMessage(5, { body: 'Enviada por mim', fromMe: true }));
    await waitFor(() => expect(reads()).toBe(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(reads()).toBe(2);
  });

  it("leaves the unread count alone for someone who is not the ticket's attendant", async () => {
    const { send, requests } = await openConversation(ana({ id: 99, profile: 'admin' }));
    await send('create', makeMessage(3, { body: 'Oi?' }));
    expect(await screen.findByText('Oi?')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(requests.filter((r) => r.method === 'GET' && r.url === '/messages/1')).toHaveLength(1);
  });

  it("appends this ticket's new messages and scrolls to them, ignoring other tickets'", async () => {
    const { send } = await openConversation();
    log().scrollTop = 0;
    await send('create', makeMessage(3, { body: 'Chegou agora' }));
    await send('create', makeMessage(4, { ticketId: 2, body: 'De outro ticket' }));
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    expect(screen.queryByText('De outro ticket')).not.toBeInTheDocument();
    expect(bubbles()).toHaveLength(3);
    expect(bubbles()[2]).toHaveTextContent('Chegou agora');
    expect(log().scrollTop).toBe(300);

    // The same message again (our own message's echo) is not shown twice.
    await send('create', makeMessage(3, { body: 'Chegou agora' }));
    await send('create', makeMessage(5, { body: 'Depois do eco' }));
    expect(await screen.findByText('Depois do eco')).toBeInTheDocument();
    expect(bubbles().map((b) => b.id)).toEqual(['message-1', 'message-2', 'message-3', 'message-5']);
  });

  it('replaces a message on update: ticks, edits, reactions and deletions', async () => {
    const { send } = await openConversation();
    expect(within(bubbles()[1]).getByRole('img', { name: 'Enviada' })).toBeInTheDocument();

    await send('update', makeMessage(2, { fromMe: true, ack: 3 }));
    expect(await within(bubbles()[1]).findByRole('img', { name: 'Lida' })).toBeInTheDocument();

    await send('update', makeMessage(1, { body: 'Texto corrigido', isEdited: true, reaction: '❤️', reactions: [{ emoji: '❤️', fromMe: false }] }));
    await waitFor(() => expect(bubbles()[0]).toHaveTextContent('Texto corrigido'));
    expect(bubbles()[0]).toHaveTextContent('Editada');
    expect(within(bubbles()[0]).getByRole('listitem', { name: 'Reação ❤️' })).toBeInTheDocument();

    // An update of a message that is not loaded adds nothing.
    await send('update', makeMessage(99));
    await send('update', makeMessage(1, { body: '', isDeleted: true }));
    await waitFor(() => expect(bubbles()[0]).toHaveTextContent('Esta mensagem foi apagada'));
    expect(bubbles()).toHaveLength(2);
  });

  it('refreshes the header when the ticket changes and goes to /tickets when it is deleted', async () => {
    const { ticket } = await openConversation();
    const banner = screen.getByRole('banner');
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: makeTicket({ id: 2, uuid: 'uuid-2', user: { id: 9, name: 'Outro Ticket' } }) });
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: { ...ticket, status: 'closed', user: { id: 7, name: 'Ana S.' }, contact: undefined } });
    expect(await within(banner).findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(within(banner).getByText('Atribuído à: Ana S.')).toBeInTheDocument();
    expect(within(banner).queryByText(/Outro Ticket/)).not.toBeInTheDocument();
    // A payload without the contact keeps the one on screen.
    expect(within(banner).getByText('Maria Lima')).toBeInTheDocument();

    await emitCompanyEvent(3, 'ticket', { action: 'delete', ticketId: 2 });
    expect(location()).toBe('/tickets/uuid-1');
    await emitCompanyEvent(3, 'ticket', { action: 'delete', ticketId: 1 });
    await waitFor(() => expect(location()).toBe('/tickets'));
  });

  it('leaves when someone moves the ticket to a queue the attendant does not work in', async () => {
    const { ticket } = await openConversation();
    await emitCompanyEvent(3, 'ticket', { action: 'update', ticket: { ...ticket, userId: 9, user: { id: 9, name: 'Bruno' } } });
    expect(location()).toBe('/tickets/uuid-1');
    await emitCompanyEvent(3, 'ticket', {
      action: 'update',
      ticket: { ...ticket, userId: null, user: null, queueId: 5, queue: { id: 5, name: 'Suporte', color: '#000' } },
    });
    await waitFor(() => expect(location()).toBe('/tickets'));
  });
});
