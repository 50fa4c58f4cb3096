import type { ConnectionStatus } from '@zapdesk/shared';

// What to do when a socket closes, from Baileys' DisconnectReason code (lastDisconnect.error's
// output.statusCode). Pure, so every row of the table is tested.
//
// | code                         | decision                                                         |
// | 515 restartRequired          | reconnect now: WhatsApp asks for it after every pairing          |
// | 401 loggedOut                | stop, wipe the auth state, DISCONNECTED (dead creds never get a QR) |
// | 403 forbidden                | stop, keep creds, DISCONNECTED: banned or blocked, a human decides |
// | 440 connectionReplaced       | stop, keep creds: another socket uses these creds; looping evicts it back |
// | 411 multideviceMismatch      | stop, keep creds                                                 |
// | 405 (version rejected)       | back off a few times (a fresh start re-fetches the version), then stop |
// | 408 while unpaired           | stop with TIMEOUT: nobody scanned before the QR refs ran out; a click restarts |
// | 408/428/500/503/none/other   | back off 1 s doubling to 60 s with ±25 % jitter, no attempt ceiling |

export type ReconnectDecision =
  | { action: 'reconnect-now'; delayMs: 0 }
  | { action: 'backoff'; delayMs: number }
  | { action: 'stop'; status: ConnectionStatus; wipe: boolean; reason: string };

export interface ReconnectInput {
  statusCode: number | undefined;
  /** The device completed pairing (creds.account is set). */
  paired: boolean;
  /** Reconnects since the last 'open' (0 for the first failure). */
  attempt: number;
  /** Random source for the jitter, in [0, 1). */
  random?: () => number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
const VERSION_REJECTED_TRIES = 3;

/** The base delay of a reconnect attempt before jitter: 1 s, 2 s, 4 s … capped at 60 s. */
export function backoffBaseMs(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
}

/** Decides whether and when to reconnect after a close. */
export function decideReconnect({ statusCode, paired, attempt, random = Math.random }: ReconnectInput): ReconnectDecision {
  const stop = (status: ConnectionStatus, wipe: boolean, reason: string): ReconnectDecision => ({ action: 'stop', status, wipe, reason });
  // Jitter spreads the reconnects of many sessions after a shared outage.
  const backoff = (): ReconnectDecision => ({ action: 'backoff', delayMs: Math.round(backoffBaseMs(attempt) * (0.75 + random() * 0.5)) });
  switch (statusCode) {
    case 515:
      return { action: 'reconnect-now', delayMs: 0 };
    case 401:
      return stop('DISCONNECTED', true, 'loggedOut');
    case 403:
      return stop('DISCONNECTED', false, 'forbidden');
    case 440:
      return stop('DISCONNECTED', false, 'connectionReplaced');
    case 411:
      return stop('DISCONNECTED', false, 'multideviceMismatch');
    case 405:
      return attempt < VERSION_REJECTED_TRIES ? backoff() : stop('DISCONNECTED', false, 'versionRejected');
    case 408:
      return paired ? backoff() : stop('TIMEOUT', false, 'qrTimeout');
    default:
      return backoff();
  }
}
