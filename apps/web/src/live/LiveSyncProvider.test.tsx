import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { makeUser } from '../test/fixtures';
import { connectSessionSocket, idleSessionSocket, liveServerUrl, reconnect } from '../test/live-socket';
import { fakeAuth, renderWithApp } from '../test/render';

/** A screen's data that no room covers (like the chats' unread counts): read through the query cache. */
function Reader({ read }: { read: () => number | Promise<number> }) {
  const { data } = useQuery({ queryKey: ['live-sync-probe'], queryFn: read });
  return <output aria-label="reads">{data ?? 0}</output>;
}

describe('LiveSyncProvider', () => {
  it('reads again what was read before the first connection and before every reconnection', async () => {
    let reads = 0;
    await liveServerUrl();
    renderWithApp(<Reader read={() => ++reads} />, { auth: fakeAuth(makeUser()), connect: idleSessionSocket });
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('1'));

    await connectSessionSocket();
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('2'));

    // Events sent while the connection was down are lost: the data is read again once it is back.
    await reconnect();
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('3'));
    await reconnect();
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('4'));
  });

  it('follows a read still running when the socket connects with another: it may predate an event the socket missed', async () => {
    const answers: Array<() => void> = [];
    let reads = 0;
    const read = () => {
      const value = (reads += 1);
      return new Promise<number>((resolve) => answers.push(() => resolve(value)));
    };
    await liveServerUrl();
    renderWithApp(<Reader read={read} />, { auth: fakeAuth(makeUser()), connect: idleSessionSocket });
    await waitFor(() => expect(reads).toBe(1));

    await connectSessionSocket();
    answers.shift()?.();
    await waitFor(() => expect(reads).toBe(2));
    answers.shift()?.();
    // The first read's answer, older than the connection, is not what stays on screen.
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('2'));
  });
});
