import { StorageKeys, readStorage, writeStorage } from '../../../lib/storage';

/** The sign-off switch is on unless the attendant turned it off in this browser. */
export function readSignOption(): boolean {
  return readStorage(StorageKeys.signOption) !== 'false';
}

export function writeSignOption(isSigning: boolean): void {
  writeStorage(StorageKeys.signOption, String(isSigning));
}
