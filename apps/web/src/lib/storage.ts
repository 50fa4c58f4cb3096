/** Browser storage keys of the product contract (spec §9) plus the volume and sign-off preferences. */
export const StorageKeys = {
  token: 'token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  cshow: 'cshow',
  tasks: 'tasks',
  preferredTheme: 'preferredTheme',
  volume: 'volume',
  /** The message input's sign-off switch (the anchor's key name). */
  signOption: 'signOption',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** Reads a key; private browsing modes can throw on storage access, so failures read as absent. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the preference simply does not persist.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}
