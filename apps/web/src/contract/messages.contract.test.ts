import { describe, expect, it } from 'vitest';
import { fetchMessages } from '../resources/messages/api';
import { expectChecked, seed } from './kit';

describe('message fetchers against the API', () => {
  it('GET /messages/:ticketId: the history oldest first, the reply quoting the first message', async () => {
    const page = await fetchMessages(seed.ticket.id, 1);
    expect(page.hasMore).toBe(false);
    expect(page.messages.map((m) => m.id)).toEqual(seed.messageIds);
    const [first, reply] = page.messages;
    expect(first).toMatchObject({ body: 'Olá, Maria!', fromMe: true, mediaType: 'chat', quotedMsg: null, reactions: [] });
    expect(reply.quotedMsg).toEqual({ id: first.id, body: 'Olá, Maria!', fromMe: true, mediaType: 'chat' });
    expectChecked(`GET /messages/${seed.ticket.id}`);
  });
});
