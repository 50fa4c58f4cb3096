import type { QueueRefDTO, UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';

/** The queue a ticket started from the contacts list goes to, or the queues the user must choose among. */
export type StartTicketQueue = { kind: 'ready'; queueId: number | null } | { kind: 'choose'; queues: QueueRefDTO[] };

/**
 * A user in exactly one queue starts there; admins may start without a queue. A non-admin in several
 * queues must pick one (spec §5 New ticket: a queue is required unless admin; the API answers 400 otherwise).
 */
export function startTicketQueue(user: UserDTO): StartTicketQueue {
  if (user.queues.length === 1) return { kind: 'ready', queueId: user.queues[0].id };
  if (!isAdmin(user) && user.queues.length > 1) return { kind: 'choose', queues: user.queues };
  return { kind: 'ready', queueId: null };
}
