import { isAxiosError } from 'axios';
import { apiErrorCode } from '../../lib/api-client';

/** Who holds a contact's ticket, from the body of 409 ERR_OTHER_OPEN_TICKET (§10 Tickets). */
export interface OpenTicketHolder {
  userId: number | null;
  userName: string | null;
  queueName: string | null;
}

function nameOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('name' in value)) return null;
  return typeof value.name === 'string' && value.name ? value.name : null;
}

/** The holder named by an ERR_OTHER_OPEN_TICKET answer; null for any other error. */
export function openTicketHolder(error: unknown): OpenTicketHolder | null {
  if (apiErrorCode(error) !== 'ERR_OTHER_OPEN_TICKET' || !isAxiosError(error)) return null;
  const body: unknown = error.response?.data;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    userId: typeof fields.userId === 'number' ? fields.userId : null,
    userName: nameOf(fields.user),
    queueName: nameOf(fields.queue),
  };
}

/**
 * The i18n key and values that tell who holds the ticket: an attendant (in a queue or not), or
 * nobody yet (pending, in a queue or not).
 */
export function holderMessage(holder: OpenTicketHolder): { key: string; values: Record<string, string> } {
  const values = { user: holder.userName ?? '', queue: holder.queueName ?? '' };
  if (holder.userName) return { key: holder.queueName ? 'tickets.newTicketDialog.heldByInQueue' : 'tickets.newTicketDialog.heldBy', values };
  return { key: holder.queueName ? 'tickets.newTicketDialog.waitingInQueue' : 'tickets.newTicketDialog.waiting', values };
}
