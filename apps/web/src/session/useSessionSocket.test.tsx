import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import { i18n } from '../lib/i18n';
import { useSessionSocket } from './useSessionSocket';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Listener>();

vi.mock('../lib/socket', () => ({
  openSocket: vi.fn(() => ({ on: (event: string, listener: Listener) => listeners.set(event, listener) })),
  closeSocket: vi.fn(),
}));

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function mount(sessionId: string | null) {
  const sessionIdRef = { current: sessionId };
  const setUser = vi.fn<(update: UserDTO | null | ((u: UserDTO | null) => UserDTO | null)) => void>();
  renderHook(() => useSessionSocket(7, 3, sessionIdRef, setUser), { wrapper });
  return setUser;
}

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  listeners.clear();
  localStorage.setItem('token', 'access-1');
  reload = vi.fn<() => void>();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionSocket', () => {
  it('ends this session when the same user logs in elsewhere', () => {
    const error = vi.spyOn(toast, 'error');
    mount('session-a');
    act(() => listeners.get('company-3-auth')?.({ action: 'update', user: { id: 7 }, sessionId: 'session-b' }));

    expect(error).toHaveBeenCalledWith('Sua conta foi acessada em outro computador.', expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores its own session and other users', () => {
    mount('session-a');
    act(() => listeners.get('company-3-auth')?.({ action: 'update', user: { id: 7 }, sessionId: 'session-a' }));
    act(() => listeners.get('company-3-auth')?.({ action: 'update', user: { id: 8 }, sessionId: 'session-z' }));
    act(() => vi.advanceTimersByTime(2000));

    expect(localStorage.getItem('token')).toBe('access-1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('merges live edits of the signed-in user', () => {
    const setUser = mount('session-a');
    act(() => listeners.get('company-3-user')?.({ action: 'update', user: { id: 7, name: 'Ana Lima' } }));
    expect(setUser).toHaveBeenCalledTimes(1);
  });
});
