// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ackState } from './message-ack';

describe('ackState', () => {
  it('reads WhatsApp acks as the ticks to show', () => {
    expect([-1, 0, 1, 2, 3, 4, 5].map(ackState)).toEqual(['failed', 'pending', 'sent', 'delivered', 'read', 'read', 'read']);
  });
});
