import { createServer, type Server } from 'node:http';
import type { WebhookPayload } from '@zapdesk/shared';
import { webhookSignature } from './webhook-signature.js';

// A receiving system for webhook tests: a local HTTP server that checks each delivery's signature the way
// the documentation tells integrators to (HMAC of "{timestamp}.{raw body}", timestamp at most 5 minutes old)
// and answers the statuses a test scripts (200 once the script runs out).

export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  payload: WebhookPayload;
  /** The signature matched the endpoint's secret and the timestamp was fresh. */
  verified: boolean;
  answered: number;
}

export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const scripts = new Map<string, number[]>();
  let secrets: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = Number(req.headers['x-zapdesk-timestamp']);
      const fresh = Math.abs(Date.now() / 1000 - timestamp) <= 300;
      const verified = fresh && secrets.some((secret) => webhookSignature(secret, timestamp, raw) === req.headers['x-zapdesk-signature']);
      const path = req.url ?? '/';
      const answered = scripts.get(path)?.shift() ?? 200;
      received.push({ path, headers: req.headers, raw, payload: JSON.parse(raw) as WebhookPayload, verified, answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The secrets deliveries may be signed with (the endpoints' answers give them). */
    trust: (...next: string[]) => {
      secrets = [...secrets, ...next];
    },
    /** The statuses to answer, in order, for one path. */
    answer: (path: string, ...statuses: number[]) => scripts.set(path, statuses),
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
