import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { fakeAdapter } from '../test/fake-adapter';
import { makeUser } from '../test/fixtures';
import { api, setRefreshListener, setUnauthorizedHandler } from './api-client';

const originalAdapter = api.defaults.adapter;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

function use(adapter: AxiosAdapter) {
  api.defaults.adapter = adapter;
}

beforeEach(() => {
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('companyId', '3');
  onUnauthorized = vi.fn<() => void>();
  setUnauthorizedHandler(onUnauthorized);
  setRefreshListener(() => undefined);
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

describe('api client', () => {
  it('sends the stored token as a Bearer header', async () => {
    const { adapter, calls } = fakeAdapter(() => ({ status: 200, data: [] }));
    use(adapter);
    await api.get('/queue');
    expect(calls[0].authorization).toBe('Bearer old-token');
  });

  it('on 403 refreshes the token once and retries the call with the new token', async () => {
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/auth/refresh_token') return { status: 200, data: { token: 'new-token', user: makeUser() } };
      return config.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, data: { ok: true } } : { status: 403 };
    });
    use(adapter);

    const response = await api.get('/tickets');

    expect(response.data).toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /tickets', 'POST /auth/refresh_token', 'GET /tickets']);
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('retries only once: a second 403 reaches the caller', async () => {
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/refresh_token' ? { status: 200, data: { token: 'new-token', user: makeUser() } } : { status: 403, data: { error: 'ERR_NO_PERMISSION' } },
    );
    use(adapter);

    await expect(api.get('/settings')).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/settings')).toHaveLength(2);
  });

  it('shares one refresh between calls that get 403 at the same time', async () => {
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/auth/refresh_token') return { status: 200, data: { token: 'new-token', user: makeUser() } };
      return config.headers.get('Authorization') === 'Bearer new-token' ? { status: 200 } : { status: 403 };
    });
    use(adapter);

    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(1);
  });

  it('on 401 clears the token and company and signs the user out', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, data: { error: 'ERR_SESSION_EXPIRED' } }));
    use(adapter);

    await expect(api.get('/contacts')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('companyId')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs out when the refresh after a 403 is refused', async () => {
    const { adapter } = fakeAdapter((config) => (config.url === '/auth/refresh_token' ? { status: 401 } : { status: 403 }));
    use(adapter);

    await expect(api.get('/users')).rejects.toMatchObject({ response: { status: 403 } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves /auth/login errors to the login form: no refresh on 403, no sign-out on 401', async () => {
    const { adapter, calls } = fakeAdapter((config) => {
      const body = JSON.parse(String(config.data)) as { email: string };
      return body.email === 'expired@x.com' ? { status: 403, data: { error: 'ERR_SUBSCRIPTION_EXPIRED' } } : { status: 401, data: { error: 'ERR_INVALID_CREDENTIALS' } };
    });
    use(adapter);

    await expect(api.post('/auth/login', { email: 'expired@x.com', password: 'x' })).rejects.toMatchObject({ response: { status: 403 } });
    await expect(api.post('/auth/login', { email: 'a@x.com', password: 'wrong' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => c.url)).toEqual(['/auth/login', '/auth/login']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old-token');
  });
});
