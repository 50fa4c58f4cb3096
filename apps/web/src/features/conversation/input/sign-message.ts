import { StorageKeys, readStorage, writeStorage } from '../../../lib/storage';

/**
 * The attendant's sign-off: the name in bold and a line break before the text (the anchor's form, so
 * customers used to it see the same thing). The text is trimmed like every sent body.
 */
export function signedBody(text: string, userName: string, isSigning: boolean): string {
  const trimmed = text.trim();
  if (!isSigning || !trimmed) return trimmed;
  return `*${userName}:*\n${trimmed}`;
}

/** The sign-off switch is on unless the attendant turned it off in this browser. */
export function readSignOption(): boolean {
  return readStorage(StorageKeys.signOption) !== 'false';
}

export function writeSignOption(isSigning: boolean): void {
  writeStorage(StorageKeys.signOption, String(isSigning));
}
