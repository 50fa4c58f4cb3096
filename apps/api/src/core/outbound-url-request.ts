import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundUrl } from './outbound-url.js';

// A POST to a company-entered URL through the outbound guard: the URL is checked (after DNS), the socket
// connects to the very address that was checked (no second resolution an attacker's DNS could answer
// differently), redirects are answered as they are (never followed), and the answer is read up to a cap.

export interface OutboundAnswer {
  status: number;
  /** The start of the answer's body (at most `maxBodyBytes`), for logs and integrations that read a reply. */
  body: string;
  /** The same bytes as they came (media an integration shows). */
  bytes: Buffer;
  contentType: string | null;
}

export interface OutboundPost {
  /** POST (the default) sends `body`; GET sends none (integrations fetching the media their bot shows). */
  method?: 'POST' | 'GET';
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

/** POSTs to the URL once; throws OutboundUrlRefused for a refused address, or an Error for a network failure or timeout. */
export async function postOutbound(rawUrl: string, request: OutboundPost): Promise<OutboundAnswer> {
  const { url, addresses } = await checkOutboundUrl(rawUrl);
  const [address] = addresses;
  const family = address.includes(':') ? 6 : 4;
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const maxBodyBytes = request.maxBodyBytes ?? 64 * 1024;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method ?? 'POST',
        lookup: pinned,
        headers:
          request.method === 'GET'
            ? { 'user-agent': 'ZapDesk-Webhooks', ...request.headers }
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(request.body)),
                'user-agent': 'ZapDesk-Webhooks',
                ...request.headers,
              },
        timeout: request.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < maxBodyBytes) chunks.push(chunk.subarray(0, maxBodyBytes - size));
          size += chunk.length;
        });
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), bytes, contentType: res.headers['content-type'] ?? null });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${request.timeoutMs ?? 10_000} ms`)));
    req.on('error', reject);
    req.end(request.method === 'GET' ? undefined : request.body);
  });
}
