import { describe, expect, it } from 'vitest';
import { DtoMismatch, parseDto, ticketSchema } from './dto-schemas.js';
import type { TicketDTO } from './dto.js';

const ticket: TicketDTO = {
  id: 1,
  uuid: 'b7c5a2a4-0000-4000-8000-000000000001',
  status: 'pending',
  lastMessage: '',
  lastMessageAt: '2026-01-02T03:04:05.678Z',
  unreadMessages: 0,
  isGroup: false,
  chatbot: false,
  useIntegration: false,
  promptId: null,
  integrationId: null,
  contactId: 2,
  userId: null,
  queueId: null,
  whatsappId: 3,
  companyId: 4,
  contact: { id: 2, name: 'Maria', number: '5511999990000', email: '', profilePicUrl: '', isGroup: false },
  user: null,
  queue: null,
  whatsapp: { id: 3, name: 'Principal' },
  tags: [{ id: 5, name: 'vip', color: '#5C59A0' }],
  createdAt: '2026-01-02T03:04:05.678Z',
  updatedAt: '2026-01-02T03:04:05.678Z',
};

/** The problems parseDto reports for `value` (empty when it matches). */
function problems(value: unknown): string[] {
  try {
    parseDto(ticketSchema, value, 'ticket');
    return [];
  } catch (error) {
    if (error instanceof DtoMismatch) return error.problems;
    throw error;
  }
}

describe('DTO schemas', () => {
  it('accept a ticket as the API sends it (empty strings and nulls where the DTO allows them)', () => {
    expect(parseDto(ticketSchema, ticket)).toEqual(ticket);
    const { contact: _omitted, ...withoutContact } = ticket;
    expect(problems(withoutContact)).toEqual([]);
  });

  it('refuse a renamed, a missing, an extra or a mistyped field, at any depth, listing every problem', () => {
    const { lastMessage, ...rest } = ticket;
    expect(problems({ ...rest, lastMsg: lastMessage })).toEqual(['lastMessage must be defined', 'this field has unspecified keys: lastMsg']);
    expect(problems({ ...ticket, contact: { ...ticket.contact, phone: '1' } })).toEqual(['contact field has unspecified keys: phone']);
    expect(problems({ ...ticket, tags: [{ id: '5', name: 'vip', color: '#5C59A0' }] })).toEqual([
      expect.stringMatching(/^tags\[0\]\.id must be a `number` type/),
    ]);
    expect(problems({ ...ticket, user: undefined, status: 'waiting' })).toEqual(
      expect.arrayContaining(['user must be defined', expect.stringMatching(/^status must be one of the following values/)]),
    );
    expect(problems({ ...ticket, createdAt: '2026-01-02' })).toEqual(['createdAt is not an ISO timestamp']);
  });
});
