// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canSearchContacts, defaultConnectionId, validateNewTicket } from './new-ticket-form';

const connections = [
  { id: 1, name: 'Comercial', isDefault: false },
  { id: 2, name: 'Principal', isDefault: true },
];

describe('new ticket form', () => {
  it("starts on the user's own connection, else the company's default one", () => {
    expect(defaultConnectionId({ whatsappId: 1 }, connections)).toBe(1);
    expect(defaultConnectionId({ whatsappId: null }, connections)).toBe(2);
    expect(defaultConnectionId({ whatsappId: 9 }, connections)).toBe(2);
    expect(defaultConnectionId({ whatsappId: null }, [])).toBeNull();
  });

  it('needs a contact, and a queue unless the user is admin', () => {
    expect(validateNewTicket({ contactId: null, queueId: null }, false)).toEqual({ contact: 'required', queue: 'required' });
    expect(validateNewTicket({ contactId: 5, queueId: null }, true)).toEqual({});
    expect(validateNewTicket({ contactId: 5, queueId: 1 }, false)).toEqual({});
  });

  it('searches contacts from 3 characters on', () => {
    expect(canSearchContacts(' ab ')).toBe(false);
    expect(canSearchContacts('abc')).toBe(true);
  });
});
