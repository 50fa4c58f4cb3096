import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MessageDTO } from '@zapdesk/shared';
import { makeContactDto } from '../../../test/dto-fixtures';
import { makeMessage, makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { renderConversation } from '../test/render-conversation';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** The customer's message 1 and our message 2, sent two minutes ago (editable). */
const customer = makeMessage(1, { body: 'Qual o prazo?' });
const ours = makeMessage(2, { fromMe: true, ack: 2, body: 'Chega amanhã', createdAt: minutesAgo(2) });

function open(overrides: Record<string, { status: number; data?: unknown }> = {}, ticket = makeTicket()) {
  const served = serveConversation({ ticket, pages: [{ messages: [customer, ours], hasMore: false }], overrides });
  const view = renderConversation();
  return { ...view, ...served };
}

async function openMenu(user: ReturnType<typeof renderConversation>['user'], text: string) {
  const bubble = (await screen.findByText(text)).closest('[data-testid="message"]') as HTMLElement;
  await user.click(within(bubble).getByRole('button', { name: 'Opções da mensagem' }));
  return bubble;
}

const sent = (requests: { method: string; url: string; body: unknown }[], method: string) =>
  requests.filter((r) => r.method === method && r.url.includes('/messages')).map((r) => [r.url, r.body]);

describe('TicketConversation: edit, react, forward and copy', () => {
  it("edits our own text within 15 minutes: PUT /messages/{id}, the bubble shows the new text and 'Editada'", async () => {
    const edited: MessageDTO = { ...ours, body: 'Chega hoje', isEdited: true };
    const { user, requests } = open({ 'PUT /messages/2': { status: 200, data: edited } });
    await openMenu(user, 'Chega amanhã');
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar mensagem' });
    const field = within(dialog).getByLabelText('Mensagem');
    await user.clear(field);
    await user.type(field, 'Chega hoje');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The dialog's field holds the same text until it closes (a slow machine sees both): the bubble's is wanted.
    const bubble = (await screen.findByText('Chega hoje', { ignore: 'script, style, textarea' })).closest('[data-testid="message"]') as HTMLElement;
    expect(within(bubble).getByText('Editada')).toBeInTheDocument();
    expect(sent(requests, 'PUT')).toEqual([['/messages/2', { body: 'Chega hoje' }]]);
  });

  it("offers no 'Editar' for the customer's messages nor for ours older than 15 minutes", async () => {
    const old = makeMessage(3, { fromMe: true, ack: 2, body: 'Bom dia', createdAt: minutesAgo(16) });
    serveConversation({ ticket: makeTicket(), pages: [{ messages: [customer, old], hasMore: false }] });
    const { user } = renderConversation();
    await openMenu(user, 'Bom dia');
    expect(screen.getByRole('menuitem', { name: 'Deletar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await openMenu(user, 'Qual o prazo?');
    expect(screen.getByRole('menuitem', { name: 'Responder' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('reacts to a message and takes the reaction back by choosing it again', async () => {
    const reacted: MessageDTO = { ...customer, reactions: [{ emoji: '👍', fromMe: true }] };
    const { user, requests, state } = open({ 'PUT /messages/1/reaction': { status: 200, data: reacted } });
    await openMenu(user, 'Qual o prazo?');
    await user.click(screen.getByRole('button', { name: 'Reagir com 👍' }));
    const bubble = screen.getByText('Qual o prazo?').closest('[data-testid="message"]') as HTMLElement;
    expect(await within(bubble).findByRole('listitem', { name: 'Nossa reação 👍' })).toBeInTheDocument();

    state.overrides['PUT /messages/1/reaction'] = { status: 200, data: { ...customer, reactions: [] } };
    await openMenu(user, 'Qual o prazo?');
    await user.click(screen.getByRole('button', { name: 'Remover a reação 👍', pressed: true }));
    await waitFor(() => expect(within(bubble).queryByRole('listitem')).not.toBeInTheDocument());
    expect(sent(requests, 'PUT')).toEqual([
      ['/messages/1/reaction', { emoji: '👍' }],
      ['/messages/1/reaction', { emoji: '' }],
    ]);
  });

  it("shows everyone's reactions under the bubble: the customer's and ours", async () => {
    const both = makeMessage(1, {
      body: 'Oi',
      reactions: [
        { emoji: '❤️', fromMe: false },
        { emoji: '🙏', fromMe: true },
      ],
    });
    serveConversation({ ticket: makeTicket(), pages: [{ messages: [both], hasMore: false }] });
    renderConversation();
    const bubble = (await screen.findByText('Oi')).closest('[data-testid="message"]') as HTMLElement;
    expect(
      within(bubble)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Reação ❤️', 'Nossa reação 🙏']);
  });

  it('forwards a message to a contact found by name: POST /messages/forward', async () => {
    const joao = makeContactDto({ id: 55, name: 'João Pereira', number: '5511988887777', email: '' });
    const { user, requests } = open({
      'GET /contacts': { status: 200, data: { contacts: [joao], count: 1, hasMore: false } },
      'POST /messages/forward': { status: 201, data: { ticketId: 9, messages: [] } },
    });
    await openMenu(user, 'Qual o prazo?');
    await user.click(screen.getByRole('menuitem', { name: 'Encaminhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar mensagem' });
    await user.type(within(dialog).getByLabelText('Encaminhar para'), 'Joã');
    await user.click(await screen.findByRole('option', { name: 'João Pereira' }));
    await user.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
    expect(await screen.findByText('Mensagem encaminhada para João Pereira')).toBeInTheDocument();
    expect(sent(requests, 'POST')).toEqual([['/messages/forward', { messageIds: [1], contactId: 55 }]]);
  });

  it("forwards several messages: 'Selecionar mensagens', ticks, 'Encaminhar (2)', in the history's order", async () => {
    const joao = makeContactDto({ id: 55, name: 'João Pereira', number: '5511988887777', email: '' });
    const deleted = makeMessage(3, { body: '', isDeleted: true });
    const served = serveConversation({
      ticket: makeTicket(),
      pages: [{ messages: [customer, ours, deleted], hasMore: false }],
      overrides: {
        'GET /contacts': { status: 200, data: { contacts: [joao], count: 1, hasMore: false } },
        'POST /messages/forward': { status: 201, data: { ticketId: 9, messages: [] } },
      },
    });
    const { user } = renderConversation();
    await openMenu(user, 'Chega amanhã');
    await user.click(screen.getByRole('menuitem', { name: 'Selecionar mensagens' }));
    const bar = screen.getByRole('toolbar', { name: 'Mensagens selecionadas' });
    expect(within(bar).getByText('1 mensagem selecionada')).toBeInTheDocument();
    // Only messages that can be forwarded get a box (not the deleted one); menus step aside meanwhile.
    expect(screen.getAllByRole('checkbox', { name: 'Selecionar mensagem' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Opções da mensagem' })).not.toBeInTheDocument();
    // Ticked second, the customer's message still goes first: the order they were written in.
    await user.click(screen.getByText('Qual o prazo?'));
    expect(within(bar).getByText('2 mensagens selecionadas')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Encaminhar (2)' }));
    // The forward dialog's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar 2 mensagens' });
    await user.type(within(dialog).getByLabelText('Encaminhar para'), 'Joã');
    await user.click(await screen.findByRole('option', { name: 'João Pereira' }));
    await user.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
    expect(await screen.findByText('2 mensagens encaminhadas para João Pereira')).toBeInTheDocument();
    expect(sent(served.requests, 'POST')).toEqual([['/messages/forward', { messageIds: [1, 2], contactId: 55 }]]);
    // Forwarded: select mode ends.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Mensagens selecionadas' })).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('unticks, and cancels select mode without sending anything', async () => {
    const { user, requests } = open();
    await openMenu(user, 'Qual o prazo?');
    await user.click(screen.getByRole('menuitem', { name: 'Selecionar mensagens' }));
    const bar = screen.getByRole('toolbar', { name: 'Mensagens selecionadas' });
    await user.click(screen.getAllByRole('checkbox', { name: 'Selecionar mensagem' })[0]);
    expect(within(bar).getByText('Nenhuma mensagem selecionada')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Encaminhar (0)' })).toBeDisabled();
    await user.click(within(bar).getByRole('button', { name: 'Cancelar seleção' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Opções da mensagem' })).toHaveLength(2);
    expect(sent(requests, 'POST')).toEqual([]);
  });

  it('copies the text of a message to the clipboard', async () => {
    const { user } = open();
    await openMenu(user, 'Qual o prazo?');
    await user.click(screen.getByRole('menuitem', { name: 'Copiar' }));
    expect(await screen.findByText('Texto copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Qual o prazo?');
  });

  it('offers reacting, editing and forwarding only to who acts on the ticket (its user or an admin)', async () => {
    const { user } = open({}, makeTicket({ userId: 8, user: { id: 8, name: 'Bruno' } }));
    await openMenu(user, 'Qual o prazo?');
    expect(screen.getByRole('menuitem', { name: 'Copiar' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reagir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Encaminhar' })).not.toBeInTheDocument();
  });
});
