// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { startTicketQueue } from './start-ticket';

const vendas = { id: 1, name: 'Vendas', color: '#00f' };
const suporte = { id: 2, name: 'Suporte', color: '#f00' };

describe('startTicketQueue', () => {
  it('uses the only queue of the user, admin or not', () => {
    expect(startTicketQueue(makeUser({ profile: 'user', queues: [suporte] }))).toEqual({ kind: 'ready', queueId: 2 });
    expect(startTicketQueue(makeUser({ profile: 'admin', queues: [vendas] }))).toEqual({ kind: 'ready', queueId: 1 });
  });

  it('lets an admin in several queues (or none) start without a queue', () => {
    expect(startTicketQueue(makeUser({ profile: 'admin', queues: [vendas, suporte] }))).toEqual({ kind: 'ready', queueId: null });
    expect(startTicketQueue(makeUser({ profile: 'admin', queues: [] }))).toEqual({ kind: 'ready', queueId: null });
  });

  it('asks a non-admin in several queues to choose one of them', () => {
    expect(startTicketQueue(makeUser({ profile: 'user', queues: [vendas, suporte] }))).toEqual({ kind: 'choose', queues: [vendas, suporte] });
  });
});
