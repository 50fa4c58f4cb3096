/**
 * What the ticks of one of our messages say (§10 Messages): -1 the send failed, 0 stored and
 * waiting to be sent, 1 sent, 2 delivered, 3 read, 4 played (and 5, which WhatsApp also uses for read).
 */
export type AckState = 'failed' | 'pending' | 'sent' | 'delivered' | 'read';

export function ackState(ack: number): AckState {
  if (ack < 0) return 'failed';
  if (ack === 0) return 'pending';
  if (ack === 1) return 'sent';
  if (ack === 2) return 'delivered';
  return 'read';
}
