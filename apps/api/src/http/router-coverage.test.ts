import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { listAppRoutes, routeFor } from '../test/app-routes.js';
import { readTestCalls, testFiles } from '../test/test-calls.js';

// Router-wide checks: they read the real router, so a route added tomorrow is held to them without
// anyone remembering to list it.

const routes = listAppRoutes(createApp());
const label = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

describe('the router', () => {
  it('has its routes where the checks below can see them', () => {
    // A sanity floor: if the stack reading broke, every check below would pass on nothing.
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.signedIn).length).toBeGreaterThan(90);
    expect(routes.find((route) => route.path === '/plans/list')?.signedIn).toBe(false);
    expect(routes.find((route) => route.path === '/auth/me')?.signedIn).toBe(true);
  });

  it('validates the input of every route through accept(…), so no route reads an unchecked query or body', () => {
    const unchecked = routes.filter((route) => route.accepted === null).map(label);
    expect(unchecked).toEqual([]);
  });

  it('has a 401 test for every signed-in route (an anonymous supertest call inside an it(…) that expects 401)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const calls = testFiles(root).flatMap(readTestCalls);
    const covered = new Set<string>();
    for (const call of calls) {
      if (!call.anonymous || !call.in401Test) continue;
      const route = routeFor(routes, call.method, call.path);
      if (route) covered.add(label(route));
    }
    // The scan itself must keep working: these are known 401 tests.
    expect(covered).toContain('GET /users');
    expect(covered).toContain('PUT /companies/:id/schedules');
    const uncovered = routes.filter((route) => route.signedIn && !covered.has(label(route))).map(label);
    expect(uncovered).toEqual([]);
  });
});
