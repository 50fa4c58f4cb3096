import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { announcementSchema } from '@zapdesk/shared';
import { storagePath } from '../../core/storage.js';
import { Announcement } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { announcementEvents, announcementsCast, makeAnnouncement } from './announcements.test-kit.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('imagem do aviso')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('foto')]);

const upload = (id: number, token: string, file = PNG, filename = 'aviso importante.png', contentType = 'image/png') =>
  api().post(`/announcements/${id}/media-upload`).set(bearer(token)).attach('file', file, { filename, contentType });
const storedPath = async (id: number) => (await Announcement.findByPk(id))?.mediaPath ?? null;

/** Files leave the disk after the commit, in the background: wait a little for it. */
async function eventuallyGone(relative: string): Promise<boolean> {
  for (let i = 0; i < 50 && existsSync(storagePath(relative)); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return !existsSync(storagePath(relative));
}

describe('POST /announcements/:id/media-upload', () => {
  it('stores the picture with a random name and serves it at its public path without a token', async () => {
    const { root, agent } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    const res = await upload(record.id, root.token);
    expect(res.status).toBe(200);
    expectDto(announcementSchema, res.body);
    expect(res.body).toMatchObject({
      id: record.id,
      mediaName: 'aviso importante.png',
      mediaPath: expect.stringMatching(/^\/public\/announcements\/[0-9a-f]{32}\.png$/),
    });
    const stored = await storedPath(record.id);
    expect(stored).toMatch(new RegExp(`^companies/${root.company.id}/announcements/[0-9a-f]{32}\\.png$`));
    expect(res.body.mediaPath).toBe(`/public/announcements/${stored!.split('/').at(-1)}`);
    expect(announcementEvents(root.company).at(-1)).toEqual({ target: { room: 'platform' }, payload: { action: 'update', announcement: res.body } });

    const download = await api().get(res.body.mediaPath).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.from(download.body).equals(PNG)).toBe(true);
    expect((await api().get(`/announcements/${record.id}`).set(bearer(agent.token))).body.mediaPath).toBe(res.body.mediaPath);
  });

  it('accepts .jpg and .jpeg pictures and replaces the previous one, removing its file', async () => {
    const { root } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    await upload(record.id, root.token).expect(200);
    const first = (await storedPath(record.id))!;
    const firstUrl = `/public/announcements/${first.split('/').at(-1)}`;
    for (const name of ['foto.jpg', 'FOTO.JPEG']) {
      const res = await upload(record.id, root.token, JPEG, name, 'image/jpeg');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mediaName: name, mediaPath: expect.stringMatching(/\.jpg$/) });
      expect((await api().get(res.body.mediaPath)).headers['content-type']).toBe('image/jpeg');
    }
    expect(await eventuallyGone(first)).toBe(true);
    expect((await api().get(firstUrl)).status).toBe(404);
  });

  it('refuses anything but one PNG or JPEG picture with 400 naming file, storing nothing', async () => {
    const { root } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    const post = () => api().post(`/announcements/${record.id}/media-upload`).set(bearer(root.token));
    const responses = [
      await post().send({ mediaPath: 'x' }),
      await post().field('typeArch', 'announcement'),
      await post().attach('medias', PNG, { filename: 'a.png', contentType: 'image/png' }),
      await upload(record.id, root.token, Buffer.from('%PDF-1.4'), 'a.pdf', 'application/pdf'),
      await upload(record.id, root.token, Buffer.from('GIF89a'), 'a.gif', 'image/gif'),
      await upload(record.id, root.token, Buffer.from('<svg/>'), 'a.svg', 'image/svg+xml'),
      // A picture's name and type on other bytes.
      await upload(record.id, root.token, Buffer.from('<script>alert(1)</script>'), 'a.png', 'image/png'),
      await upload(record.id, root.token, PNG, 'a.webp', 'image/png'),
    ];
    for (const res of responses) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'file' });
    }
    expect(await storedPath(record.id)).toBeNull();
  });

  it('is for super users only (403, nothing stored), 404 for an unknown announcement, 401 without a token', async () => {
    const { root, admin, agent } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    for (const who of [admin, agent]) {
      const res = await upload(record.id, who.token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await storedPath(record.id)).toBeNull();
    expect((await upload(2_147_483_000, root.token)).status).toBe(404);
    expect((await api().post(`/announcements/${record.id}/media-upload`).attach('file', PNG, { filename: 'a.png', contentType: 'image/png' })).status).toBe(
      401,
    );
  });
});

describe('DELETE /announcements/:id/media-upload and DELETE /announcements/:id', () => {
  it('detach the picture: its public path is gone at once and its file leaves the disk', async () => {
    const { root, admin } = await announcementsCast();
    const record = await makeAnnouncement(root.company, { title: 'Com imagem' });
    const { body } = await upload(record.id, root.token).expect(200);
    const stored = (await storedPath(record.id))!;
    expect((await api().delete(`/announcements/${record.id}/media-upload`).set(bearer(admin.token))).status).toBe(403);
    expect((await api().get(body.mediaPath)).status).toBe(200);

    const res = await api().delete(`/announcements/${record.id}/media-upload`).set(bearer(root.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: record.id, title: 'Com imagem', mediaPath: null, mediaName: null });
    expect(announcementEvents(root.company).at(-1)).toEqual({ target: { room: 'platform' }, payload: { action: 'update', announcement: res.body } });
    expect((await api().get(body.mediaPath)).status).toBe(404);
    expect(await eventuallyGone(stored)).toBe(true);
    expect((await api().delete('/announcements/2147483000/media-upload').set(bearer(root.token))).status).toBe(404);

    const again = await upload(record.id, root.token).expect(200);
    const second = (await storedPath(record.id))!;
    await api().delete(`/announcements/${record.id}`).set(bearer(root.token)).expect(200);
    expect((await api().get(again.body.mediaPath)).status).toBe(404);
    expect(await eventuallyGone(second)).toBe(true);
  });
});

describe('DELETE /announcements/:id/media-upload: who may call it', () => {
  it('answers 401 without a token and 403 to a company admin, and keeps the picture', async () => {
    const { root, admin } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    const { body } = await upload(record.id, root.token).expect(200);
    const anonymous = await api().delete(`/announcements/${record.id}/media-upload`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
    const denied = await api().delete(`/announcements/${record.id}/media-upload`).set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(await storedPath(record.id)).not.toBeNull();
    expect((await api().get(body.mediaPath)).status).toBe(200);
  });
});

describe('GET /public/announcements/:file', () => {
  it('serves only pictures announcements hold: other names, stored files and paths are 404', async () => {
    const { root } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    await upload(record.id, root.token).expect(200);
    const stored = (await storedPath(record.id))!;
    const unknown = `${'a'.repeat(32)}.png`;
    for (const path of [
      `/public/announcements/${unknown}`,
      `/public/announcements/${stored.split('/').at(-1)!.replace('.png', '.jpg')}`,
      '/public/announcements/..%2F..%2F..%2Fpackage.json',
      `/public/announcements/${encodeURIComponent(stored)}`,
      '/public/announcements/',
      '/public/quick-messages/x.png',
    ]) {
      expect((await api().get(path)).status, path).toBe(404);
    }
  });
});
