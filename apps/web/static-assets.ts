// How `vite preview` (the server of `npm start`) serves the build, the way nginx does in the Docker image
// (nginx.conf): hashed files under /assets/ cached for a year and sent precompressed (.br or .gz, written by
// the build) as the browser accepts them; everything else (index.html, config.js) revalidated on every load
// so a release or a new API URL reaches users on their next visit.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Hashed names never change content: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files: always ask the server whether they changed. */
export const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
};

/** The precompressed variants the build writes (vite-plugin-compression2), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function fileSize(file: string): number | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

/** The encodings a request's Accept-Encoding allows (q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name.trim().toLowerCase());
  return new Set(names);
}

/** The preview server's static files: `headers` are the security headers every answer carries. */
export function staticAssets(headers: Record<string, string>): Plugin {
  return {
    name: 'zapdesk-static-assets',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      // Added here (not in a returned hook) so it runs before vite's own compression and static files.
      server.middlewares.use((req, res, next) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          next();
          return;
        }
        const file = path.join(dist, pathname);
        const type = TYPES[path.extname(pathname)];
        if (!pathname.startsWith('/assets/') || !file.startsWith(dist + path.sep) || !type || (req.method !== 'GET' && req.method !== 'HEAD')) {
          res.setHeader('Cache-Control', REVALIDATE);
          next();
          return;
        }
        const wanted = accepted(req.headers['accept-encoding']);
        const variant = ENCODINGS.map((encoding) => ({ ...encoding, size: wanted.has(encoding.name) ? fileSize(file + encoding.suffix) : undefined })).find(
          (encoding) => encoding.size !== undefined,
        );
        const size = variant?.size ?? fileSize(file);
        if (size === undefined) {
          next();
          return;
        }
        res.writeHead(200, {
          ...headers,
          'Content-Type': type,
          'Content-Length': String(size),
          'Cache-Control': IMMUTABLE,
          Vary: 'Accept-Encoding',
          ...(variant && { 'Content-Encoding': variant.name }),
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(variant ? file + variant.suffix : file).pipe(res);
      });
    },
  };
}
