// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchInFlight } from './refetch-in-flight';

/** A server whose answers the test releases one by one: each fetch reads the state at its start. */
function slowServer() {
  let state = ['a'];
  const pending: Array<() => void> = [];
  return {
    write: (next: string[]) => (state = next),
    fetch: () => {
      const read = [...state];
      return new Promise<string[]>((resolve) => pending.push(() => resolve(read)));
    },
    answer: () => pending.shift()?.(),
    waiting: () => pending.length,
  };
}

const KEY = ['chats', 'list', ''];

describe('refetchInFlight', () => {
  it('follows a fetch that read before the event with one more, so its late answer does not stay', async () => {
    const queryClient = new QueryClient();
    const server = slowServer();
    const first = queryClient.fetchQuery({ queryKey: KEY, queryFn: server.fetch });
    // The change commits and its event arrives while the first answer (read before) is on its way.
    server.write(['a', 'b']);
    refetchInFlight(queryClient, { queryKey: ['chats', 'list'] });
    refetchInFlight(queryClient, { queryKey: ['chats', 'list'] });
    server.answer();
    await first;
    expect(queryClient.getQueryData(KEY)).toEqual(['a']);
    // One follow-up however many events came meanwhile.
    await expect.poll(() => server.waiting()).toBe(1);
    server.answer();
    await expect.poll(() => queryClient.getQueryData(KEY)).toEqual(['a', 'b']);
    expect(server.waiting()).toBe(0);
  });

  it('leaves settled queries alone', async () => {
    const queryClient = new QueryClient();
    let fetches = 0;
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve([String((fetches += 1))]) });
    refetchInFlight(queryClient, { queryKey: ['chats', 'list'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetches).toBe(1);
  });
});
