import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TagDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { LiveSyncProvider } from '../../live/LiveSyncProvider';
import { tagQueries } from '../../resources/tags/keys';
import { AuthContext } from '../../session/auth-context';
import { fakeAdapter } from '../../test/fake-adapter';
import { makeUser } from '../../test/fixtures';
import { emitCompanyEvent, listening, liveSessionSocket } from '../../test/live-socket';
import { fakeAuth } from '../../test/render';
import { SEARCH_DEBOUNCE_MS, usePagedList } from './usePagedList';

const tag = (id: number, name: string) => ({ id, name, color: '#111', kanban: 0, userId: null, ticketsCount: 0 }) as unknown as TagDTO;

afterEach(() => {
  vi.useRealTimers();
});

/** GET /tags answers `pages` (by page number) for an empty search and `searched` for any other. */
function serveTags(pages: TagDTO[][], searched: TagDTO[] = []) {
  const { adapter, calls } = fakeAdapter((config) => {
    const { searchParam, pageNumber } = config.params as { searchParam: string; pageNumber: number };
    if (searchParam) return { status: 200, data: { tags: searched, hasMore: false } };
    return { status: 200, data: { tags: pages[pageNumber - 1] ?? [], hasMore: pageNumber < pages.length } };
  });
  api.defaults.adapter = adapter;
  return calls;
}

function mount() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth(makeUser({ companyId: 3 }))}>
        <LiveSyncProvider connect={liveSessionSocket} disconnect={() => undefined}>
          {children}
        </LiveSyncProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => usePagedList(tagQueries.list), { wrapper }).result;
}

const names = (rows: TagDTO[]) => rows.map((t) => t.name);

describe('usePagedList', () => {
  it('flattens the pages it loads, showing a row that moved to the next page once', async () => {
    serveTags([
      [tag(1, 'Ana'), tag(2, 'Bia')],
      [tag(2, 'Bia'), tag(3, 'Caio')],
    ]);
    const list = mount();
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Ana', 'Bia']));
    expect(list.current.hasMore).toBe(true);
    await act(async () => {
      await list.current.loadMore();
    });
    // Under CI load the second page's render can land after act() returns: wait for it rather than read once.
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Ana', 'Bia', 'Caio']));
    expect(list.current.hasMore).toBe(false);
  });

  it('asks the API for the search lowercased, 500 ms after typing stops', async () => {
    const calls = serveTags([[tag(1, 'Ana')]], [tag(9, 'Zeca')]);
    const list = mount();
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Ana']));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => list.current.setSearch('  ZE '));
    expect(list.current.search).toBe('  ZE ');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Zeca']));
    expect(calls).toHaveLength(2);
  });

  it('stays live: a tag event reaches the list through LiveSyncProvider, in name order, only where the search shows it', async () => {
    serveTags([[tag(1, 'Ana'), tag(3, 'Caio')]]);
    const list = mount();
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Ana', 'Caio']));
    await waitFor(() => expect(listening('company-3-tag')).toBe(true));
    await emitCompanyEvent(3, 'tag', { action: 'create', tag: tag(2, 'Bia') });
    await emitCompanyEvent(3, 'tag', { action: 'update', tag: tag(3, 'Carla') });
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Ana', 'Bia', 'Carla']));
    await emitCompanyEvent(3, 'tag', { action: 'delete', tagId: 1 });
    await waitFor(() => expect(names(list.current.rows)).toEqual(['Bia', 'Carla']));
  });
});
