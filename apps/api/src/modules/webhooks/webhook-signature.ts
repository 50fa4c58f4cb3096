import { createHmac } from 'node:crypto';

/**
 * `X-ZapDesk-Signature`: `sha256=` + hex HMAC-SHA256 of "{timestamp}.{raw body}" with the endpoint's secret
 * (§10 External API and webhooks). The timestamp is signed too, so a receiver refusing old timestamps (over
 * 5 minutes) cannot be fed a replayed delivery.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
