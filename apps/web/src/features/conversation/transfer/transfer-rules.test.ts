// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchUsers, toTransferPayload } from './transfer-rules';

describe('toTransferPayload', () => {
  it('sends a queue without a user as pending with the user cleared', () => {
    expect(toTransferPayload({ queueId: 4, userId: null, whatsappId: null })).toEqual({ queueId: 4, userId: null, status: 'pending' });
  });

  it('opens the ticket for the chosen user and carries a chosen connection', () => {
    expect(toTransferPayload({ queueId: 4, userId: 12, whatsappId: 9 })).toEqual({ queueId: 4, userId: 12, status: 'open', whatsappId: 9 });
  });
});

describe('matchUsers', () => {
  const users = [
    { id: 1, name: 'João Pedro' },
    { id: 2, name: 'Joana Dias' },
    { id: 3, name: 'Bruno Reis' },
  ];

  it('offers nobody below three characters', () => {
    expect(matchUsers(users, 'jo')).toEqual([]);
    expect(matchUsers(users, '  jo ')).toEqual([]);
  });

  it('matches part of the name ignoring case and accents', () => {
    expect(matchUsers(users, 'JOA').map((u) => u.id)).toEqual([1, 2]);
    expect(matchUsers(users, 'reis').map((u) => u.id)).toEqual([3]);
  });
});
