import type { Express } from 'express';
import { requireAuth } from '../http/middleware/authenticate.js';
import { ACCEPTED, type Accepted } from '../http/validate.js';

/** One route of the real Express app, read from its router stack. */
export interface AppRoute {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The full path pattern, e.g. `/contacts/:id`. */
  path: string;
  /** Behind requireAuth (mounted before it, on its path, or in its own chain). */
  signedIn: boolean;
  /** What its `accept(...)` middleware declares (null: the route has none). */
  accepted: Accepted | null;
}

interface Layer {
  handle: ((...args: unknown[]) => unknown) & { stack?: Layer[]; [ACCEPTED]?: Accepted };
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

function collect(stack: Layer[], base: string, signedIn: boolean, out: AppRoute[]): void {
  // requireAuth mounted on a path (`app.use('/users', requireAuth, …)`) guards the later layers of that path.
  const guarded = new Set<string>();
  let all = signedIn;
  for (const layer of stack) {
    const path = layer.route ? layer.route.path : (layer.rawPath ?? '/');
    const behindAuth = all || guarded.has(path);
    if (layer.route) {
      const handlers = layer.route.stack.map((inner) => inner.handle);
      const accepted = handlers.find((handle) => handle[ACCEPTED])?.[ACCEPTED] ?? null;
      for (const method of Object.keys(layer.route.methods) as AppRoute['method'][]) {
        out.push({ method, path: join(base, path), signedIn: behindAuth || handlers.includes(requireAuth as never), accepted });
      }
    } else if (layer.handle === (requireAuth as unknown)) {
      if (path === '/') all = true;
      else guarded.add(path);
    } else if (Array.isArray(layer.handle.stack)) {
      collect(layer.handle.stack, join(base, path), behindAuth, out);
    }
  }
}

/** Every route of the app, in the order Express tries them. */
export function listAppRoutes(app: Express): AppRoute[] {
  const out: AppRoute[] = [];
  collect((app.router as unknown as { stack: Layer[] }).stack, '', false, out);
  return out;
}

/** True when a concrete path (`/contacts/12`) is one the pattern (`/contacts/:id`) serves. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index]);
}

/** The route Express would run for a method and path (the first that matches), or undefined. */
export function routeFor(routes: AppRoute[], method: string, path: string): AppRoute | undefined {
  return routes.find((route) => route.method === method && pathMatches(route.path, path));
}
