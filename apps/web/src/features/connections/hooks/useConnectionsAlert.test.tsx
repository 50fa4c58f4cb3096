import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserDTO, WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { LiveSyncProvider } from '../../../live/LiveSyncProvider';
import { AuthContext } from '../../../session/auth-context';
import { fakeAdapter, type FakeCall } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { emitCompanyEvent, liveSessionSocket } from '../../../test/live-socket';
import { fakeAuth } from '../../../test/render';
import { makeConnection, makeConnectionEvent, sessionEvent } from '../test/fixtures';
import { CONNECTIONS_ALERT_DELAY_MS, useConnectionsAlert } from './useConnectionsAlert';

beforeEach(() => {
  // Only the hook's clocks are faked: the socket's own I/O (setImmediate, ticks) stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook inside LiveSyncProvider on a socket of the in-process server, connected before it mounts. */
async function mount(list: WhatsappDTO[], user: UserDTO = makeUser({ profile: 'admin' })): Promise<{ result: { current: boolean }; calls: FakeCall[] }> {
  const { adapter, calls } = fakeAdapter((config) => (config.url === '/whatsapp/' ? { status: 200, data: list } : { status: 404, data: {} }));
  api.defaults.adapter = adapter;
  const client = createQueryClient();
  const socket = await liveSessionSocket();
  const connect = () => socket;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth(user)}>
        <LiveSyncProvider connect={connect} disconnect={() => undefined}>
          {children}
        </LiveSyncProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useConnectionsAlert(), { wrapper });
  return { result, calls };
}

/** Lets the list request answer and the socket listeners attach, without reaching the 2 s. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("the '!' badge of Conexões", () => {
  it('lights 2 s after the list shows a connection needing attention, not before', async () => {
    const { result } = await mount([makeConnection({ id: 1, status: 'CONNECTED' }), makeConnection({ id: 2, status: 'qrcode', qrcode: 'qr' })]);
    await settle();
    expect(result.current).toBe(false);
    await advance(CONNECTIONS_ALERT_DELAY_MS - 20);
    expect(result.current).toBe(false);
    await advance(20);
    expect(result.current).toBe(true);
  });

  it('follows the live events and clears 2 s after the last connection is CONNECTED', async () => {
    const { result } = await mount([makeConnection({ id: 1, status: 'CONNECTED' }), makeConnection({ id: 2, status: 'OPENING' })]);
    await settle();
    await advance(CONNECTIONS_ALERT_DELAY_MS);
    expect(result.current).toBe(true);

    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(2, 'CONNECTED'));
    await advance(CONNECTIONS_ALERT_DELAY_MS - 1);
    expect(result.current).toBe(true);
    await advance(1);
    expect(result.current).toBe(false);

    // Every change restarts the 2 s: a TIMEOUT soon followed by a recovery never lights the badge.
    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(1, 'TIMEOUT'));
    await advance(1000);
    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(1, 'CONNECTED'));
    await advance(CONNECTIONS_ALERT_DELAY_MS);
    expect(result.current).toBe(false);

    await emitCompanyEvent(3, 'whatsapp', { action: 'update', whatsapp: makeConnectionEvent({ id: 3, status: 'DISCONNECTED' }) });
    await advance(CONNECTIONS_ALERT_DELAY_MS);
    expect(result.current).toBe(true);
    await emitCompanyEvent(3, 'whatsapp', { action: 'delete', whatsappId: 3 });
    await advance(CONNECTIONS_ALERT_DELAY_MS);
    expect(result.current).toBe(false);
  });

  it('stays off, without asking the API, for a user who is not an admin', async () => {
    const { result, calls } = await mount([makeConnection({ id: 2, status: 'DISCONNECTED' })], makeUser({ profile: 'user' }));
    await settle();
    await advance(CONNECTIONS_ALERT_DELAY_MS * 2);
    expect(result.current).toBe(false);
    expect(calls).toEqual([]);
  });
});
