// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { holderMessage, openTicketHolder } from './open-ticket-conflict';

function apiError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('openTicketHolder', () => {
  it('reads who holds the ticket from a 409 ERR_OTHER_OPEN_TICKET', () => {
    const error = apiError(409, { error: 'ERR_OTHER_OPEN_TICKET', userId: 8, user: { name: 'Bruno' }, queue: { name: 'Vendas' } });
    expect(openTicketHolder(error)).toEqual({ userId: 8, userName: 'Bruno', queueName: 'Vendas' });
    const pending = apiError(409, { error: 'ERR_OTHER_OPEN_TICKET', userId: null, user: null, queue: null });
    expect(openTicketHolder(pending)).toEqual({ userId: null, userName: null, queueName: null });
  });

  it('ignores other errors', () => {
    expect(openTicketHolder(apiError(400, { error: 'ERR_VALIDATION' }))).toBeNull();
    expect(openTicketHolder(new Error('boom'))).toBeNull();
  });

  it('picks the text for an attendant or a waiting ticket, with or without a queue', () => {
    expect(holderMessage({ userId: 8, userName: 'Bruno', queueName: 'Vendas' })).toEqual({
      key: 'tickets.newTicketDialog.heldByInQueue',
      values: { user: 'Bruno', queue: 'Vendas' },
    });
    expect(holderMessage({ userId: 8, userName: 'Bruno', queueName: null }).key).toBe('tickets.newTicketDialog.heldBy');
    expect(holderMessage({ userId: null, userName: null, queueName: 'Suporte' }).key).toBe('tickets.newTicketDialog.waitingInQueue');
    expect(holderMessage({ userId: null, userName: null, queueName: null }).key).toBe('tickets.newTicketDialog.waiting');
  });
});
