import { describe, expect, it } from 'vitest';
import { classifyTicketUpdate } from './classify-ticket-update.js';

const ME = 10;
const OTHER = 20;
const pending = { status: 'pending' as const, userId: null, queueId: 1, whatsappId: 100 };
const openMine = { status: 'open' as const, userId: ME, queueId: 1, whatsappId: 100 };
const openOther = { ...openMine, userId: OTHER };
const closed = { status: 'closed' as const, userId: OTHER, queueId: 1, whatsappId: 100 };

describe('classifyTicketUpdate', () => {
  it("reads the client's button bodies as their transitions", () => {
    expect(classifyTicketUpdate(pending, { status: 'open', userId: ME, queueId: 1 }, ME)).toBe('accept');
    expect(classifyTicketUpdate(pending, { status: 'open' }, ME)).toBe('accept');
    expect(classifyTicketUpdate(openMine, { status: 'pending', userId: null, useIntegration: false }, ME)).toBe('return');
    expect(classifyTicketUpdate(openMine, { status: 'closed', userId: ME, queueId: 1 }, ME)).toBe('resolve');
    expect(classifyTicketUpdate(pending, { status: 'closed' }, ME)).toBe('resolve');
    expect(classifyTicketUpdate(closed, { status: 'open', userId: ME, queueId: 1 }, ME)).toBe('reopen');
  });

  it('reads a new queue, connection or another user as a transfer', () => {
    expect(classifyTicketUpdate(openMine, { queueId: 2, status: 'pending', userId: null }, ME)).toBe('transfer');
    expect(classifyTicketUpdate(openMine, { queueId: 2, userId: OTHER }, ME)).toBe('transfer');
    expect(classifyTicketUpdate(openMine, { queueId: 1, userId: OTHER }, ME)).toBe('transfer');
    expect(classifyTicketUpdate(openMine, { whatsappId: 200 }, ME)).toBe('transfer');
    expect(classifyTicketUpdate(pending, { status: 'open', userId: OTHER }, ME)).toBe('transfer');
    expect(classifyTicketUpdate(openMine, { status: 'open', userId: OTHER }, ME)).toBe('transfer');
  });

  it('answers taken when someone else already owns the open ticket the caller wants', () => {
    expect(classifyTicketUpdate(openOther, { status: 'open', userId: ME, queueId: 1 }, ME)).toBe('taken');
  });

  it('keeps everything else to the integration fields', () => {
    expect(classifyTicketUpdate(openMine, { useIntegration: true }, ME)).toBe('fields');
    expect(classifyTicketUpdate(openMine, { status: 'open', userId: ME }, ME)).toBe('fields');
    expect(classifyTicketUpdate(openOther, { status: 'open' }, ME)).toBe('fields');
    expect(classifyTicketUpdate(closed, { status: 'closed' }, ME)).toBe('fields');
    expect(classifyTicketUpdate(pending, { status: 'pending', userId: null }, ME)).toBe('fields');
  });

  it('refuses bodies no button sends', () => {
    expect(() => classifyTicketUpdate(closed, { status: 'pending' }, ME)).toThrow(/closed ticket can only be reopened/);
    expect(() => classifyTicketUpdate(openMine, { status: 'pending', userId: OTHER }, ME)).toThrow(/pending ticket has no user/);
    expect(() => classifyTicketUpdate(closed, { status: 'open', userId: OTHER }, ME)).toThrow(/reopen the ticket/);
  });
});
