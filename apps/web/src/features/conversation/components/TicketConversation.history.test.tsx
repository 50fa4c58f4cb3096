import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { at, makeMessage, makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { ana, renderConversation } from '../test/render-conversation';

const MESSAGE_HEIGHT = 100;
beforeEach(() => {
  // jsdom has no layout: every message is 100 px tall, so the history's height follows what it shows.
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this.querySelectorAll('[data-testid="message"]').length * MESSAGE_HEIGHT;
  });
});

/** Ids from..to, newest last, as one page of GET /messages answers them. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => makeMessage(from + i));
const texts = () => screen.getAllByTestId('message').map((m) => within(m).getByText(/^Texto \d+$/).textContent);
const log = () => screen.getByRole('log', { name: 'Mensagens' });

describe('TicketConversation: history', () => {
  it('opens at the newest page scrolled to the bottom, and loads older pages within 50 px of the top keeping the position', async () => {
    const { requests } = serveConversation({
      ticket: makeTicket(),
      pages: [
        { messages: range(21, 40), hasMore: true },
        { messages: range(1, 20), hasMore: false },
      ],
    });
    renderConversation();
    await screen.findByText('Texto 40');
    expect(texts()).toEqual(range(21, 40).map((m) => m.body));
    expect(log().scrollTop).toBe(20 * MESSAGE_HEIGHT);

    // Reading higher up but still more than 50 px from the top: nothing more is asked.
    log().scrollTop = 51;
    fireEvent.scroll(log());
    expect(requests.filter((r) => r.url === '/messages/1')).toHaveLength(1);

    log().scrollTop = 30;
    fireEvent.scroll(log());
    await screen.findByText('Texto 1');
    expect(requests.filter((r) => r.url === '/messages/1').map((r) => r.params)).toEqual([{ pageNumber: 1 }, { pageNumber: 2 }]);
    expect(texts()).toEqual(range(1, 40).map((m) => m.body));
    // The 20 older messages went above: the ones being read stay under the eyes.
    expect(log().scrollTop).toBe(30 + 20 * MESSAGE_HEIGHT);

    // No page after the last one.
    log().scrollTop = 0;
    fireEvent.scroll(log());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.url === '/messages/1')).toHaveLength(2);
  });

  it('separates days (DD/MM/YYYY, Hoje) and shows the time of each message', async () => {
    const today = dayjs().hour(9).minute(5).second(0);
    serveConversation({
      ticket: makeTicket(),
      pages: [
        {
          messages: [
            makeMessage(1, { createdAt: at('2025-03-03 23:50') }),
            makeMessage(2, { createdAt: at('2025-03-04 08:15') }),
            makeMessage(3, { createdAt: at('2025-03-04 17:40') }),
            makeMessage(4, { createdAt: today.toISOString() }),
          ],
          hasMore: false,
        },
      ],
    });
    renderConversation();
    await screen.findByText('Texto 4');
    const separators = within(log())
      .getAllByRole('separator')
      .map((s) => s.textContent);
    expect(separators).toEqual(['03/03/2025', '04/03/2025', 'Hoje']);
    // Each separator sits right before the first message of its day.
    const rows = [...log().children].map((row) => row.getAttribute('role') ?? row.getAttribute('data-testid'));
    expect(rows).toEqual(['separator', 'message', 'separator', 'message', 'message', 'separator', 'message']);
    expect(screen.getAllByTestId('message')[0]).toHaveTextContent('23:50');
    expect(screen.getAllByTestId('message')[3]).toHaveTextContent('09:05');
  });

  it('shows ticks on our messages by ack, none on the customer’s', async () => {
    serveConversation({
      ticket: makeTicket(),
      pages: [
        {
          messages: [
            makeMessage(1, { fromMe: false, ack: 3 }),
            makeMessage(2, { fromMe: true, ack: 0 }),
            makeMessage(3, { fromMe: true, ack: 1 }),
            makeMessage(4, { fromMe: true, ack: 2 }),
            makeMessage(5, { fromMe: true, ack: 3 }),
            makeMessage(6, { fromMe: true, ack: 5 }),
            makeMessage(7, { fromMe: true, ack: -1 }),
          ],
          hasMore: false,
        },
      ],
    });
    renderConversation();
    await screen.findByText('Texto 7');
    const ticks = screen.getAllByTestId('message').map((m) => within(m).queryByRole('img')?.getAttribute('data-ack') ?? null);
    expect(ticks).toEqual([null, 'pending', 'sent', 'delivered', 'read', 'read', 'failed']);
    expect(within(screen.getAllByTestId('message')[4]).getByRole('img', { name: 'Lida' })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('message')[1]).getByRole('img', { name: 'Enviando' })).toBeInTheDocument();
    expect(screen.getAllByTestId('message').map((m) => m.dataset.fromMe)).toEqual(['false', 'true', 'true', 'true', 'true', 'true', 'true']);
  });

  it('marks edited, deleted and automatic messages, shows reactions, quotes and group senders', async () => {
    serveConversation({
      ticket: makeTicket({ isGroup: true }),
      pages: [
        {
          messages: [
            makeMessage(1, { contact: { id: 201, name: 'Paulo do Grupo' }, reaction: '👍', reactions: [{ emoji: '👍', fromMe: false }] }),
            makeMessage(2, { fromMe: true, isEdited: true, body: '*Ana Souza:*\nBom dia' }),
            makeMessage(3, { fromMe: true, isDeleted: true, body: '' }),
            makeMessage(4, { fromMe: true, isAutomatic: true, body: 'Olá! Escolha uma opção' }),
            makeMessage(5, { fromMe: true, body: 'Respondendo', quotedMsg: { id: 1, body: 'Texto *1*', fromMe: false, mediaType: 'chat' } }),
            makeMessage(6, { body: 'E isso?', quotedMsg: { id: 2, body: '*Ana Souza:*\nBom _dia_', fromMe: true, mediaType: 'chat' } }),
          ],
          hasMore: false,
        },
      ],
    });
    renderConversation();
    await screen.findByText('Respondendo');
    const [first, edited, deleted, automatic, reply, replyToUs] = screen.getAllByTestId('message');
    expect(first).toHaveTextContent('Paulo do Grupo');
    expect(within(first).getByRole('listitem', { name: 'Reação 👍' })).toHaveTextContent('👍');
    expect(edited).toHaveTextContent('Editada');
    expect(within(edited).getByText('Ana Souza:').tagName).toBe('STRONG');
    expect(deleted).toHaveTextContent('Esta mensagem foi apagada');
    expect(within(deleted).queryByRole('button', { name: 'Opções da mensagem' })).not.toBeInTheDocument();
    expect(within(automatic).getByRole('img', { name: 'Mensagem automática' })).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: 'Mensagem automática' })).not.toBeInTheDocument();
    const quote = within(reply).getByRole('button', { name: 'Resposta a Maria Lima' });
    // Quotes are previews: no markup, no sign-off of ours.
    expect(quote).toHaveTextContent(/^Maria LimaTexto 1$/);
    expect(within(replyToUs).getByRole('button', { name: 'Resposta a Você' })).toHaveTextContent(/^VocêBom dia$/);
    // Our own bubbles never carry a group member's name.
    expect(edited).not.toHaveTextContent('Paulo do Grupo');
  });

  it('hands the message chosen with Responder to the message box, and takes it back on cancel', async () => {
    serveConversation({ ticket: makeTicket(), pages: [{ messages: [makeMessage(1), makeMessage(2, { fromMe: true })], hasMore: false }] });
    const { user } = renderConversation();
    await screen.findByText('Texto 2');
    // The open ticket's message box, ready to type in, and nothing being answered yet.
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Respondendo a' })).not.toBeInTheDocument();

    await user.click(within(screen.getAllByTestId('message')[0]).getByRole('button', { name: 'Opções da mensagem' }));
    // A customer's message can be answered but not deleted.
    expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Responder' }));
    const reply = await screen.findByRole('region', { name: 'Respondendo a' });
    expect(reply).toHaveTextContent(/^Maria LimaTexto 1$/);

    await user.click(within(reply).getByRole('button', { name: 'Cancelar resposta' }));
    expect(screen.queryByRole('region', { name: 'Respondendo a' })).not.toBeInTheDocument();
  });

  it('deletes our own message for everyone after a confirmation', async () => {
    const { requests } = serveConversation({ ticket: makeTicket(), pages: [{ messages: [makeMessage(1), makeMessage(2, { fromMe: true })], hasMore: false }] });
    const { user } = renderConversation();
    await screen.findByText('Texto 2');
    await user.click(within(screen.getAllByTestId('message')[1]).getByRole('button', { name: 'Opções da mensagem' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar mensagem?' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser revertida.');
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(screen.getAllByTestId('message')[1]).toHaveTextContent('Esta mensagem foi apagada'));
    expect(screen.queryByText('Texto 2')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/messages/2']);
  });

  it('does not offer deleting our messages of a ticket someone else holds, unless admin', async () => {
    serveConversation({
      ticket: makeTicket({ userId: 9, user: { id: 9, name: 'Bruno' } }),
      pages: [{ messages: [makeMessage(1, { fromMe: true })], hasMore: false }],
    });
    const { user } = renderConversation(ana());
    await screen.findByText('Texto 1');
    await user.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    expect(screen.getByRole('menuitem', { name: 'Responder' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deletar' })).not.toBeInTheDocument();
  });

  it('shows an empty history and a failed one with a retry', async () => {
    const { state } = serveConversation({ ticket: makeTicket(), overrides: { 'GET /messages/1': { status: 500, data: { error: 'ERR_INTERNAL' } } } });
    const { user } = renderConversation();
    expect(await screen.findByText('Não foi possível carregar as mensagens.')).toBeInTheDocument();
    state.overrides = {};
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma mensagem ainda.')).toBeInTheDocument();
  });
});
