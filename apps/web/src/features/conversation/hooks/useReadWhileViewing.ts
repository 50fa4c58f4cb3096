import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../../../live/useLiveEvent';
import { useAuth } from '../../../session/useAuth';
import { fetchMessages } from '../../../resources/messages/api';

/** Several messages in a burst are read with one request. */
const READ_DELAY_MS = 1000;

/**
 * While the assigned attendant has the conversation on screen, customer messages are read as they arrive:
 * the server resets the unread count when its owner reads the history (GET /messages), and tells every list.
 */
export function useReadWhileViewing(ticketId: number): void {
  const { user } = useAuth();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [ticketId],
  );

  useLiveEvent('appMessage', (payload) => {
    const { message, ticket } = payload;
    if (payload.action !== 'create' || message.ticketId !== ticketId || message.fromMe) return;
    if (!user || ticket.userId !== user.id || document.visibilityState !== 'visible') return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // Best effort: if it fails, the next opening of the ticket reads it.
      fetchMessages(ticketId, 1).catch(() => undefined);
    }, READ_DELAY_MS);
  });
}
