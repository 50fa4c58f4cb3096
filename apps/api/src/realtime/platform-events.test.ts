import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EVENT } from '@zapdesk/shared';
import { createSuperUser, createTenant } from '../test/factories.js';
import { eventually, useLiveRealtime, type ReceivedEvent } from '../test/live-realtime.js';

// Platform events (announcements) through the real socket.io server and Redis emitter: every signed-in
// socket of every company gets them, except what only super users may see.

const { http, listening } = useLiveRealtime();
const connected = async (token: string) => (await listening(token)).received;

/** The announcement events a socket received about one announcement, in order. */
const about = (received: ReceivedEvent[], id: number) =>
  received
    .filter((e) => e.event === ANNOUNCEMENT_EVENT)
    .map((e) => e.payload as { action: string; announcement?: { id: number }; announcementId?: number })
    .filter((p) => (p.announcement?.id ?? p.announcementId) === id);

describe('platform-wide announcement events', () => {
  it("reach every company's sockets; an inactive announcement only super users' (the others drop it)", async () => {
    const root = await createSuperUser();
    const a = await createTenant();
    const b = await createTenant();
    const rootSocket = await connected(root.token);
    const agentA = await connected(a.agent.token);
    const adminB = await connected(b.admin.token);
    const post = (body: object) =>
      http()
        .post('/announcements')
        .set({ Authorization: `Bearer ${root.token}` })
        .send(body);

    const draft = (await post({ title: 'Rascunho', text: 'x', status: false }).expect(201)).body as { id: number };
    const live = (await post({ title: 'No ar', text: 'y' }).expect(201)).body as { id: number };
    await eventually(() => about(agentA, live.id).length === 1 && about(adminB, live.id).length === 1, 'the active announcement everywhere');
    // The draft was published before the live one on the same channel: had it gone to everyone, it would be here.
    expect(about(agentA, draft.id)).toEqual([]);
    expect(about(adminB, draft.id)).toEqual([]);
    await eventually(() => about(rootSocket, draft.id).length === 1 && about(rootSocket, live.id).length === 1, 'both at the super user');
    expect(about(rootSocket, draft.id)[0]).toMatchObject({ action: 'create', announcement: { id: draft.id, status: false } });

    await http()
      .put(`/announcements/${live.id}`)
      .set({ Authorization: `Bearer ${root.token}` })
      .send({ status: false })
      .expect(200);
    await eventually(
      () => about(agentA, live.id).length === 2 && about(adminB, live.id).length === 2 && about(rootSocket, live.id).length === 2,
      'the deactivation',
    );
    expect(about(agentA, live.id)[1]).toEqual({ action: 'delete', announcementId: live.id });
    expect(about(adminB, live.id)[1]).toEqual({ action: 'delete', announcementId: live.id });
    expect(about(rootSocket, live.id)[1]).toMatchObject({ action: 'update', announcement: { id: live.id, status: false } });
  });
});
