import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeContactDto } from '../../../test/dto-fixtures';
import { makeMessage, makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { ana, renderConversation } from '../test/render-conversation';

beforeEach(() => {
  localStorage.setItem('token', 'tok-ana');
});

const JOAO_CARD = 'BEGIN:VCARD\nVERSION:3.0\nFN:João Pereira\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';
const joao = makeContactDto({ id: 50, name: 'João Pereira', number: '5511988887777', email: '' });
const newTicket = makeTicket({ id: 77, uuid: 'uuid-joao', contactId: 50 });

function serveCard(contactsFound: unknown[], extra: Record<string, { status: number; data?: unknown }> = {}) {
  return serveConversation({
    ticket: makeTicket(),
    pages: [{ messages: [makeMessage(1, { mediaType: 'vcard', body: JOAO_CARD })], hasMore: false }],
    overrides: {
      'GET /contacts': { status: 200, data: { contacts: contactsFound, hasMore: false, count: contactsFound.length } },
      'POST /tickets': { status: 200, data: newTicket },
      ...extra,
    },
  });
}

const talkButton = () => screen.findByRole('button', { name: 'Conversar com João Pereira' });

describe('TicketConversation: a shared contact card', () => {
  it("creates the card's contact when unknown and opens a ticket with it for me", async () => {
    const { requests } = serveCard([], { 'POST /contacts': { status: 200, data: joao } });
    const { user } = renderConversation(ana({ queues: [] }));
    await user.click(await talkButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/uuid-joao'));
    expect(requests.find((r) => r.method === 'GET' && r.url === '/contacts')?.params).toMatchObject({ searchParam: '5511988887777' });
    expect(requests.find((r) => r.method === 'POST' && r.url === '/contacts')?.body).toEqual({ name: 'João Pereira', number: '5511988887777' });
    expect(requests.find((r) => r.method === 'POST' && r.url === '/tickets')?.body).toMatchObject({ contactId: 50, userId: 7, status: 'open' });
  });

  it('uses the contact we already have with that exact number (not one whose number merely contains it)', async () => {
    const longer = { ...joao, id: 51, number: '155119888877770' };
    const { requests } = serveCard([longer, joao]);
    const { user } = renderConversation(ana({ queues: [] }));
    await user.click(await talkButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/uuid-joao'));
    expect(requests.some((r) => r.method === 'POST' && r.url === '/contacts')).toBe(false);
    expect(requests.find((r) => r.method === 'POST' && r.url === '/tickets')?.body).toMatchObject({ contactId: 50 });
  });

  it('asks an attendant of several queues which queue the conversation belongs to', async () => {
    const { requests } = serveCard([joao]);
    const suporte = { id: 2, name: 'Suporte', color: '#1565c0' };
    const { user } = renderConversation(ana({ queues: [{ id: 1, name: 'Vendas', color: '#2e7d32' }, suporte] }));
    await user.click(await talkButton());

    const choice = await screen.findByRole('dialog', { name: 'Selecione uma fila' });
    await user.click(within(choice).getByRole('button', { name: 'Suporte' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/uuid-joao'));
    expect(requests.find((r) => r.method === 'POST' && r.url === '/tickets')?.body).toMatchObject({ contactId: 50, queueId: 2 });
  });
});
