import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postOutbound } from './outbound-url-request.js';
import { checkOutboundUrl, OutboundUrlRefused, useOutboundAllowList } from './outbound-url.js';

// The outbound guard: addresses are judged after DNS resolution (a resolver answering like a hostile DNS
// server stands in for the network), the operator's allow-list opens hosts and CIDRs, redirects are not followed.

const dnsAnswering =
  (...addresses: string[]) =>
  async () =>
    addresses;
const refusal = (url: string, resolve = dnsAnswering('93.184.216.34')) =>
  checkOutboundUrl(url, resolve).then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => useOutboundAllowList(''));

describe('checkOutboundUrl', () => {
  it('takes public addresses, by name or literal', async () => {
    await expect(checkOutboundUrl('https://shop.example.com/hook', dnsAnswering('93.184.216.34', '2606:2800:220:1::1'))).resolves.toMatchObject({
      addresses: ['93.184.216.34', '2606:2800:220:1::1'],
    });
    await expect(checkOutboundUrl('http://8.8.8.8:8080/x')).resolves.toMatchObject({ addresses: ['8.8.8.8'] });
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback v6', 'http://[::1]/'],
    ['mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.20.0.1/'],
    ['private 192.168/16', 'http://192.168.0.10/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['AWS metadata v6', 'http://[fd00:ec2::254]/'],
    ['carrier-grade NAT (Alibaba metadata)', 'http://100.100.100.200/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['link-local v6', 'http://[fe80::1]/'],
  ])('refuses %s', async (_label, url) => {
    const error = await refusal(url);
    expect(error).toBeInstanceOf(OutboundUrlRefused);
    expect((error as Error).message).toContain('OUTBOUND_ALLOWED_HOSTS');
  });

  it('judges every address a name resolves to (DNS pointing at a private address, or at one among public ones)', async () => {
    expect(await refusal('https://internal.example.com/', dnsAnswering('10.0.0.5'))).toBeInstanceOf(OutboundUrlRefused);
    expect(await refusal('https://mixed.example.com/', dnsAnswering('93.184.216.34', '127.0.0.1'))).toBeInstanceOf(OutboundUrlRefused);
    expect(
      await refusal('https://nowhere.example.com/', async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toBeInstanceOf(OutboundUrlRefused);
  });

  it('refuses other schemes, credentials in the URL and text that is no URL', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com', 'https://user:pw@example.com/', 'not a url']) {
      expect(await refusal(url)).toBeInstanceOf(OutboundUrlRefused);
    }
  });

  it('lets the operator open listed hosts and CIDRs, and nothing else', async () => {
    useOutboundAllowList('n8n.internal, 10.0.5.0/24 ,127.0.0.1');
    await expect(checkOutboundUrl('http://n8n.internal:5678/webhook', dnsAnswering('10.9.9.9'))).resolves.toBeDefined();
    await expect(checkOutboundUrl('http://10.0.5.7/')).resolves.toBeDefined();
    await expect(checkOutboundUrl('http://127.0.0.1:3000/')).resolves.toBeDefined();
    expect(await refusal('http://10.0.6.7/')).toBeInstanceOf(OutboundUrlRefused);
    expect(await refusal('http://127.0.0.2/')).toBeInstanceOf(OutboundUrlRefused);
    expect(await refusal('http://other.internal/', dnsAnswering('10.9.9.9'))).toBeInstanceOf(OutboundUrlRefused);
  });
});

describe('postOutbound', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/moved') res.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts to an allowed address and answers the status without following redirects', async () => {
    useOutboundAllowList('127.0.0.1');
    await expect(postOutbound(`http://127.0.0.1:${port}/hook`, { body: '{}', headers: {} })).resolves.toMatchObject({ status: 200, body: '{"ok":true}' });
    await expect(postOutbound(`http://127.0.0.1:${port}/moved`, { body: '{}', headers: {} })).resolves.toMatchObject({ status: 302 });
    expect(hits).toEqual(['/hook', '/moved']);
  });

  it('refuses a loopback receiver the operator did not allow, before connecting', async () => {
    await expect(postOutbound(`http://127.0.0.1:${port}/hook`, { body: '{}', headers: {} })).rejects.toBeInstanceOf(OutboundUrlRefused);
    expect(hits).toEqual(['/hook', '/moved']);
  });
});
