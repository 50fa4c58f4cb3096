import type { UserDTO } from '@zapdesk/shared';
import { StorageKeys, readStorage, removeStorage, writeStorage } from '../lib/storage';

/** The company setting that, when on, shows the campaign area (spec §2: the cshow key). */
function campaignsEnabled(user: UserDTO): boolean {
  const setting = user.company?.settings?.find((s) => s.key === 'campaignsEnabled');
  return setting?.value === 'true' || setting?.value === 'enabled';
}

/** Stores what the rest of the app reads from storage after a login or refresh (spec §9 keys). */
export function storeSession(token: string, user: UserDTO): void {
  writeStorage(StorageKeys.token, token);
  writeStorage(StorageKeys.companyId, String(user.companyId));
  writeStorage(StorageKeys.userId, String(user.id));
  const dueDate = user.company?.dueDate;
  if (dueDate) writeStorage(StorageKeys.companyDueDate, dueDate);
  else removeStorage(StorageKeys.companyDueDate);
  if (campaignsEnabled(user)) writeStorage(StorageKeys.cshow, 'true');
  else removeStorage(StorageKeys.cshow);
}

/** Forgets the session; theme, volume and tasks are the browser's, not the session's. */
export function clearSessionStorage(): void {
  removeStorage(StorageKeys.token);
  removeStorage(StorageKeys.companyId);
  removeStorage(StorageKeys.userId);
  removeStorage(StorageKeys.companyDueDate);
  removeStorage(StorageKeys.cshow);
}

/** Whether this browser held a session that was not ended here (its refresh cookie may still be valid). */
export function hasSessionHint(): boolean {
  return readStorage(StorageKeys.userId) !== null;
}
