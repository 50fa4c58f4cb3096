import { API_URL } from './api';
import { expect, test } from './fixtures';
import { signIn } from './session';

// Issue 19 row 10: the built app as `vite preview` serves it (npm start; nginx sends the same headers,
// apps/web/src/security-headers.test.ts holds them together) carries a CSP, refuses to be framed and
// still works under that CSP in Chromium.

test('the web app answers with its security headers, and its page has no inline script', async ({ request }) => {
  for (const path of ['/', '/tickets', '/login']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${API_URL} ${API_URL.replace(/^http/, 'ws')}`);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await res.text();
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  }
});

test('signed in, the tickets screen and the main pages work under the CSP without a single violation', async ({ page, tenant }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // The socket connects to the API's ws: origin once signed in.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().startsWith(API_URL.replace(/^http/, 'ws')));

  await signIn(page, tenant.admin);
  await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
  await socket;
  for (const path of ['/contacts', '/quick-messages', '/helps', '/settings', '/tickets']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Atendimentos' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('no other site can frame the app', async ({ page, baseURL }) => {
  // setContent waits for the page's load event, which waits for its frames to load or fail.
  await page.setContent(`<iframe src="${baseURL}/login" width="800" height="600"></iframe>`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).toBeDefined();
  await frame!.waitForLoadState('load').catch(() => undefined);
  // Chromium shows its own error page in the frame: the app's document never loaded there.
  const loaded = await frame!.evaluate(() => document.querySelector('#root') !== null).catch(() => false);
  expect(loaded).toBe(false);
});
