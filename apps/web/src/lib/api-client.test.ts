import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { fakeAdapter } from '../test/fake-adapter';
import { makeUser, makeSession } from '../test/fixtures';
import { api, setRefreshListener, setUnauthorizedHandler } from './api-client';

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

describe('api client', () => {
  it('sends the stored token as a Bearer header', async () => {
    const { adapter, calls } = fakeAdapter(() => ({ status: 200, data: [] }));
    use(adapter);
    await api.get('/queue');
    expect(calls[0].authorization).toBe('Bearer old-token');
  });

  it('on 403 refreshes the token once and retries the call with the new token', async () => {
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/auth/refresh_token') return { status: 200, data: makeSession({ token: 'new-token' }) };
      return config.headers.get('Authorization') === 'Bearer new-token' ? { status: 200, data: { ok: true } } : { status: 403 };
    });
    use(adapter);

    const response = await api.get('/settings');

    expect(response.data).toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /settings', 'POST /auth/refresh_token', 'GET /settings']);
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('retries only once: a second 403 reaches the caller', async () => {
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/refresh_token' ? { status: 200, data: makeSession({ token: 'new-token' }) } : { status: 403, data: { error: 'ERR_NO_PERMISSION' } },
    );
    use(adapter);

    await expect(api.get('/settings')).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/settings')).toHaveLength(2);
  });

  it('shares one refresh between calls that get 403 at the same time', async () => {
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/auth/refresh_token') return { status: 200, data: makeSession({ token: 'new-token' }) };
      return config.headers.get('Authorization') === 'Bearer new-token' ? { status: 200 } : { status: 403 };
    });
    use(adapter);

    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(1);
  });

  it('on 401 whose refresh is refused too (a deleted user) clears the token and company and signs the user out', async () => {
    const { adapter, calls } = fakeAdapter(() => ({ status: 401, data: { error: 'ERR_SESSION_EXPIRED' } }));
    use(adapter);

    await expect(api.get('/contacts')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /contacts', 'POST /auth/refresh_token']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('companyId')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on 401 (a token the server ended: demoted, logged out elsewhere) refreshes once and retries with the new profile', async () => {
    const demoted = makeUser({ profile: 'user' });
    const refreshed = vi.fn<(session: { user: { profile: string } }) => void>();
    setRefreshListener(refreshed);
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/auth/refresh_token') return { status: 200, data: makeSession({ token: 'new-token', user: demoted, sessionId: 's1' }) };
      return config.headers.get('Authorization') === 'Bearer new-token'
        ? { status: 200, data: { ok: true } }
        : { status: 401, data: { error: 'ERR_SESSION_EXPIRED' } };
    });
    use(adapter);

    expect((await api.get('/settings')).data).toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.authorization}`)).toEqual([
      'GET /settings Bearer old-token',
      'POST /auth/refresh_token Bearer old-token',
      'GET /settings Bearer new-token',
    ]);
    expect(refreshed).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ profile: 'user' }) }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out on 401 when the refresh fails for any reason, and never loops on a second 401', async () => {
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/refresh_token' ? { status: 200, data: makeSession({ token: 'new-token' }) } : { status: 401 },
    );
    use(adapter);

    await expect(api.get('/queue')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    onUnauthorized.mockClear();
    use(fakeAdapter((config) => (config.url === '/auth/refresh_token' ? { status: 503 } : { status: 401 })).adapter);
    await expect(api.get('/queue')).rejects.toMatchObject({ response: { status: 401 } });
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
      return body.email === 'expired@x.com'
        ? { status: 403, data: { error: 'ERR_SUBSCRIPTION_EXPIRED' } }
        : { status: 401, data: { error: 'ERR_INVALID_CREDENTIALS' } };
    });
    use(adapter);

    await expect(api.post('/auth/login', { email: 'expired@x.com', password: 'x' })).rejects.toMatchObject({ response: { status: 403 } });
    await expect(api.post('/auth/login', { email: 'a@x.com', password: 'wrong' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => c.url)).toEqual(['/auth/login', '/auth/login']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old-token');
  });
});
