import type { UserOption } from '../../../resources/users/api';
import type { TransferPayload } from '../../../resources/tickets/api';

/** The user search starts at this many characters (spec §5 Transfer). */
export const USER_SEARCH_MIN_CHARS = 3;

/**
 * Spec §4 Transfer: a queue without a user leaves the ticket pending in that queue with no owner;
 * with a user the ticket is open and theirs. The connection is sent only when one was chosen.
 */
export function toTransferPayload(choice: { queueId: number; userId: number | null; whatsappId: number | null }): TransferPayload {
  const payload: TransferPayload =
    choice.userId === null ? { queueId: choice.queueId, userId: null, status: 'pending' } : { queueId: choice.queueId, userId: choice.userId, status: 'open' };
  return choice.whatsappId === null ? payload : { ...payload, whatsappId: choice.whatsappId };
}

/** Users whose name contains the typed text (case and accents ignored); nothing below the minimum length. */
export function matchUsers(users: UserOption[], search: string): UserOption[] {
  const needle = fold(search.trim());
  if (needle.length < USER_SEARCH_MIN_CHARS) return [];
  return users.filter((user) => fold(user.name).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
