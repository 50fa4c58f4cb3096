import type { QuickMessageDTO, UserDTO } from '@zapdesk/shared';
import { isAdmin, isSuper } from '../../session/permissions';

// The client's copy of the API's rule (modules/quick-messages/quick-messages.policy.ts); the API enforces it.
type AccessFields = Pick<QuickMessageDTO, 'geral' | 'status' | 'userId'>;

const isAuthor = (user: UserDTO | null, record: AccessFields) => user !== null && record.userId !== null && record.userId === user.id;
const administers = (user: UserDTO | null) => isAdmin(user) || isSuper(user);

/** Shared replies and one's own; another user's private replies stay private, even to admins. */
export function canViewQuickMessage(user: UserDTO | null, record: AccessFields): boolean {
  return record.geral || isAuthor(user, record);
}

/** Edit, delete and attach: the author, an admin, or anyone when the author allowed it (status). */
export function canEditQuickMessage(user: UserDTO | null, record: AccessFields): boolean {
  return canViewQuickMessage(user, record) && (isAuthor(user, record) || administers(user) || record.status);
}

/** The geral and status switches belong to the author (whoever creates one) and admins. */
export function canChangeQuickMessageSwitches(user: UserDTO | null, record: AccessFields | null): boolean {
  return record === null || isAuthor(user, record) || administers(user);
}
