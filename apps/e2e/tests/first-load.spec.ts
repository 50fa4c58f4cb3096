import type { CDPSession, Page } from '@playwright/test';
import { API_URL } from './api';
import { expect, test } from './fixtures';
import { FIRST_LOAD_JS_BUDGET_BYTES } from './first-load-budgets';
import { signIn } from './session';

// Issue 20: a first visit must not download the whole app. Chromium's own network events (CDP) count the
// bytes of every script as they came over the wire (the encoded body, i.e. gzip/brotli when the server
// compresses), from a cold cache, until the page is usable and the network is idle.

interface ScriptTransfer {
  url: string;
  encoding: string;
  bytes: number;
}

/** Records every script response's encoded body size on `page` until `stop()` is called. */
async function recordScripts(page: Page): Promise<{ cdp: CDPSession; stop: () => ScriptTransfer[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A cold visit: nothing from the HTTP cache or the memory cache.
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, { url: string; encoding: string; headerBytes: number }>();
  const scripts: ScriptTransfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && !/javascript/.test(response.mimeType)) return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    // So far only the status line and headers have arrived: what loadingFinished adds on top is the body.
    pending.set(requestId, { url: response.url, encoding, headerBytes: response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = pending.get(requestId);
    if (!script) return;
    pending.delete(requestId);
    scripts.push({ url: script.url, encoding: script.encoding, bytes: encodedDataLength - script.headerBytes });
  });
  return { cdp, stop: () => [...scripts] };
}

/** Checks the transfer against the route's budget and that every script came compressed. */
function expectWithinBudget(route: keyof typeof FIRST_LOAD_JS_BUDGET_BYTES, scripts: ScriptTransfer[]): void {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const report = scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${String(script.bytes).padStart(8)} ${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`)
    .join('\n');
  console.log(`${route}: ${total} bytes of JavaScript in ${scripts.length} files\n${report}`);
  expect(scripts.length, `${route}: scripts seen`).toBeGreaterThan(0);
  for (const script of scripts) {
    // Tiny files may go uncompressed (below the compression threshold); the app's bundles never do.
    if (script.bytes > 1500) expect(script.encoding, `${script.url} compressed`).toMatch(/^(br|gzip)$/);
  }
  expect(total, `${route}: JavaScript bytes over the wire (budget ${FIRST_LOAD_JS_BUDGET_BYTES[route]})\n${report}`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET_BYTES[route],
  );
}

test('a logged-out visit to /login downloads no more JavaScript than its budget', async ({ page }) => {
  const recording = await recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = recording.stop();
  expectWithinBudget('/login', scripts);
  // The signed-in shell is not part of that visit; it is fetched once someone starts typing, ahead of the sign-in.
  expect(scripts.some((script) => /\/AppLayout-/.test(script.url))).toBe(false);
  const shell = page.waitForResponse(/\/assets\/AppLayout-[\w-]+\.js$/);
  await page.getByLabel('Email').fill('ana@empresa.com');
  expect((await shell).ok()).toBe(true);
});

/** What an older browser, or a proxy that strips brotli, asks for: the budgets hold for gzip too. */
async function askWithoutBrotli(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
}

function expectNoBrotli(scripts: ScriptTransfer[]): void {
  for (const script of scripts) expect(script.encoding, script.url).not.toBe('br');
}

test('a browser without brotli gets /login within the same budget in gzip', async ({ page }) => {
  await askWithoutBrotli(page);
  const recording = await recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = recording.stop();
  expectNoBrotli(scripts);
  expectWithinBudget('/login', scripts);
});

for (const brotli of [true, false]) {
  test(`a signed-in visit to /tickets downloads no more JavaScript than its budget (${brotli ? 'brotli' : 'gzip only'})`, async ({ page, tenant }) => {
    if (!brotli) await askWithoutBrotli(page);
    await signIn(page, tenant.admin);
    // Nothing of the signed-in page may still be loading when the count starts: only the reload's files count.
    await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The session lives on (refresh cookie): a reload with an empty cache is a signed-in user's cold visit.
    const recording = await recordScripts(page);
    await page.reload();
    // Every file comes from the server again, on a machine that may be running other suites.
    await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = recording.stop();
    if (!brotli) expectNoBrotli(scripts);
    expectWithinBudget('/tickets', scripts);
  });
}

test('a page loads its own chunk on navigation, with the skeleton in its place meanwhile', async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  // Hold the contacts page's chunk: until it arrives, the shell stays and the skeleton stands in for the page.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/ContactsPage-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contatos', exact: true }).click();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(requested).toHaveLength(1);
  release();
  await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
});

test('the built app is served precompressed, hashed assets cached for a year and the page revalidated', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  // The runtime settings come first: a classic script before the app's module.
  expect(html.indexOf('<script src="/config.js"></script>')).toBeGreaterThan(0);
  expect(html.indexOf('<script src="/config.js"></script>')).toBeLessThan(html.indexOf('type="module"'));

  const config = await request.get('/config.js');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.text()).toContain(`window.__ZAPDESK_API_URL__ = ${JSON.stringify(API_URL)}`);

  const entry = html.match(/src="(\/assets\/index-[\w-]+\.js)"/)?.[1];
  const styles = html.match(/href="(\/assets\/index-[\w-]+\.css)"/)?.[1];
  expect(entry).toBeDefined();
  expect(styles).toBeDefined();
  for (const asset of [entry!, styles!]) {
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], asset).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await request.get(asset, { headers: { 'accept-encoding': accepted } });
      const headers = res.headers();
      expect(headers['content-encoding'], `${asset} for ${accepted}`).toBe(sent);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toMatch(/accept-encoding/i);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      // Fewer bytes on the wire, the same file once decoded.
      expect(Number(headers['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2);
      expect((await res.body()).equals(await plain.body())).toBe(true);
    }
  }
});
