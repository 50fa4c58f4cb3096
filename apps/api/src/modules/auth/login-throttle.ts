import { env } from '../../config/env.js';
import { enterGate, leaveGate, type GateRule } from '../../core/throttle.js';

// Per-account limits on sign-in (the per-address limit is the route's fixed window). A browser holding a
// device cookie of the account counts against that cookie's own gate; anyone else shares the account's.
// Both slow down rather than lock: the first RATE_LIMIT_LOGIN_PER_EMAIL failures of a window pass at once,
// then one guess per 1 s, 2 s, 4 s … 5 min.
const gate = (name: string): GateRule => ({
  name,
  free: env.RATE_LIMIT_LOGIN_PER_EMAIL,
  baseMs: 1000,
  maxMs: 5 * 60_000,
  windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
});
const accountGate = gate('login-account');
const deviceGate = gate('login-device');

export interface LoginAttempt {
  /** Seconds to wait before trying again; 0 when the attempt may go ahead. */
  retryAfter: number;
  /** Call when the password was right: the attempt was no guess and gives its place back. */
  succeeded(): Promise<void>;
}

/** Takes a sign-in attempt for the e-mail from a browser holding (or not) a device cookie of that account. */
export async function startLoginAttempt(email: string, deviceNonce: string | null): Promise<LoginAttempt> {
  const [rule, identity] = deviceNonce ? [deviceGate, deviceNonce] : [accountGate, email];
  const retryAfter = await enterGate(rule, identity);
  return { retryAfter, succeeded: () => leaveGate(rule, identity) };
}
