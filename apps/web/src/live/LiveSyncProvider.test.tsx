import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { makeUser } from '../test/fixtures';
import { connectSessionSocket, idleSessionSocket, liveServerUrl, reconnect } from '../test/live-socket';
import { fakeAuth, renderWithApp } from '../test/render';

/** A screen's data that no room covers (like the chats' unread counts): read through the query cache. */
function Reader({ read }: { read: () => number }) {
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
});
