// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOrigins, securityHeaders } from '../security-headers';

// nginx (the Docker image) and `vite preview` (npm start) must send the same headers: the first is a
// config file, the second reads security-headers.ts, so this test holds them together.

const webRoot = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');

describe("the web app's security headers", () => {
  it('are the same in nginx as in vite preview', () => {
    const snippet = read('nginx-security-headers.conf');
    const sent = [...snippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]);
    expect(Object.fromEntries(sent)).toEqual(securityHeaders({ http: '__API_ORIGIN__', socket: '__API_WS_ORIGIN__' }));
  });

  it("are included in every nginx location (a location's own add_header drops the server's)", () => {
    const conf = read('nginx.conf');
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(1);
    for (const location of locations) expect(location).toContain('include /etc/nginx/snippets/zapdesk-security-headers.conf;');
    expect(read('Dockerfile')).toContain('/etc/nginx/snippets/zapdesk-security-headers.conf');
  });

  it('allow scripts from the app only, and the page has no inline script to allow', () => {
    const csp = securityHeaders(apiOrigins('https://api.example.com/base'))['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*(unsafe-inline|blob:|data:)/);
    const scripts = [...read('index.html').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});
