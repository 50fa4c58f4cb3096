import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { storagePath, storageRoot } from '../core/storage.js';
import { QuickMessage, Schedule } from '../models/index.js';
import { api, bearer } from '../test/http.js';
import { makeQuickMessage, quickMessagesCast } from '../modules/quick-messages/quick-messages.test-kit.js';
import { makeSchedule, schedulesCast } from '../modules/schedules/schedules.test-kit.js';

// Issue 18 point 1 and issue 19 row 8: the API suites store files under a folder whose name starts with a
// dot (test/test-env.ts), as a checkout at ~/.apps/zapdesk does. `res.sendFile` with an absolute path
// refused every such file (a 404 the handler turned into a 500 labelled image/png).

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('pixels')]);

describe('stored files under a dot folder', () => {
  it('runs this suite from a storage folder under a dot folder', () => {
    expect(
      storageRoot()
        .split('/')
        .some((segment) => segment.startsWith('.')),
    ).toBe(true);
  });

  it("serves a quick reply's and a schedule's picture right after the upload", async () => {
    const quick = await quickMessagesCast();
    const reply = await makeQuickMessage(quick.company, quick.author, { geral: true });
    const uploaded = await api()
      .post(`/quick-messages/${reply.id}/media-upload`)
      .set(bearer(quick.author.token))
      .attach('file', PNG, { filename: 'foto.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const served = await api().get(`/quick-messages/${reply.id}/media`).set(bearer(quick.author.token)).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.body).equals(PNG)).toBe(true);

    const cast = await schedulesCast();
    const schedule = await makeSchedule(cast.company, cast.contact);
    await api()
      .post(`/schedules/${schedule.id}/media-upload`)
      .set(bearer(cast.agent.token))
      .attach('file', PNG, { filename: 'foto.png', contentType: 'image/png' })
      .expect(200);
    const picture = await api().get(`/schedules/${schedule.id}/media`).set(bearer(cast.agent.token)).buffer(true);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''foto\.png$/);
  });

  it("answers a JSON 404 (never a 500, never labelled as the file's type) when the file is really gone", async () => {
    const quick = await quickMessagesCast();
    const reply = await makeQuickMessage(quick.company, quick.author, { geral: true });
    await api()
      .post(`/quick-messages/${reply.id}/media-upload`)
      .set(bearer(quick.author.token))
      .attach('file', PNG, { filename: 'foto.png', contentType: 'image/png' })
      .expect(200);
    const stored = await QuickMessage.findOne({ where: { id: reply.id, companyId: quick.company.id } });
    await rm(storagePath(stored!.mediaPath!));
    const gone = await api().get(`/quick-messages/${reply.id}/media`).set(bearer(quick.author.token));
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
    expect(gone.headers['content-disposition']).toBeUndefined();
    expect(gone.body).toMatchObject({ error: 'ERR_NOT_FOUND' });

    // A record pointing at a folder, or at a name send() would not serve, is as absent as a missing file.
    const cast = await schedulesCast();
    const schedule = await makeSchedule(cast.company, cast.contact);
    for (const mediaPath of [`companies/${cast.company.id}`, `companies/${cast.company.id}/.hidden.png`]) {
      await Schedule.update({ mediaPath, mimetype: 'image/png', mediaName: 'x.png' }, { where: { id: schedule.id, companyId: cast.company.id } });
      const res = await api().get(`/schedules/${schedule.id}/media`).set(bearer(cast.agent.token));
      expect(res.status, mediaPath).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
