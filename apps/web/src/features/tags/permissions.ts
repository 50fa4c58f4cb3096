import type { UserDTO } from '@zapdesk/shared';

/** §6 Tag kanban toggle: admin or supervisor (the API enforces the same rule). */
export function canToggleKanban(user: UserDTO | null): boolean {
  return user?.profile === 'admin' || user?.profile === 'supervisor' || user?.super === true;
}

/** Deleting a tag takes it off every ticket: admins only (the API answers 403 to others). */
export function canDeleteTag(user: UserDTO | null): boolean {
  return user?.profile === 'admin' || user?.super === true;
}
