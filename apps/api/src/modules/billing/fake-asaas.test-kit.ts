import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** A call the fake received: method, path with query, the API key header and the JSON body. */
export interface AsaasCall {
  method: string;
  path: string;
  token: string | undefined;
  body: Record<string, unknown> | null;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/**
 * A local stand-in for the Asaas API v3 (customers, Pix payments and their QR code), answering in Asaas' wire
 * format, refusing a wrong `access_token` with 401, and failing every call with 500 while `failing` is set.
 */
export async function startFakeAsaas(token: string) {
  const calls: AsaasCall[] = [];
  const customers: { id: string; externalReference: string }[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  const state = { failing: false };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const given = req.headers.access_token;
      calls.push({
        method: req.method ?? '',
        path: `${url.pathname}${url.search}`,
        token: typeof given === 'string' ? given : undefined,
        body,
      });
      if (state.failing)
        return send(res, 500, {
          errors: [{ code: 'internal', description: 'fake failure' }],
        });
      if (given !== token)
        return send(res, 401, {
          errors: [
            {
              code: 'invalid_access_token',
              description: 'A chave de API informada não é válida',
            },
          ],
        });
      if (req.method === 'GET' && url.pathname === '/v3/customers') {
        const reference = url.searchParams.get('externalReference');
        const data = customers.filter((c) => c.externalReference === reference).map((c) => ({ object: 'customer', ...c }));
        return send(res, 200, {
          object: 'list',
          hasMore: false,
          totalCount: data.length,
          limit: 10,
          offset: 0,
          data,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v3/customers') {
        const customer = {
          id: `cus_${randomBytes(8).toString('hex')}`,
          externalReference: String(body?.externalReference),
        };
        customers.push(customer);
        return send(res, 200, { object: 'customer', ...body, ...customer });
      }
      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        // Asaas' ids are unique for good: the test database keeps earlier runs' charges.
        const id = `pay_${randomBytes(8).toString('hex')}`;
        payments.set(id, { object: 'payment', id, status: 'PENDING', ...body });
        return send(res, 200, payments.get(id));
      }
      const qr = /^\/v3\/payments\/([^/]+)\/pixQrCode$/.exec(url.pathname);
      if (req.method === 'GET' && qr && payments.has(qr[1])) {
        const payment = payments.get(qr[1])!;
        return send(res, 200, {
          encodedImage: Buffer.from(`png of ${qr[1]}`).toString('base64'),
          payload: `00020126asaas${qr[1]}${String(payment.value)}`,
          expirationDate: '2099-01-01 23:59:59',
        });
      }
      return send(res, 404, {
        errors: [{ code: 'not_found', description: 'not found' }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3`,
    calls,
    payments,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
