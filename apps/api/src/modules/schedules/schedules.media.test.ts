import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storagePath } from '../../core/storage.js';
import { Schedule } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { findSchedule, makeSchedule, scheduleEvents, schedulesCast, useScheduleTimer } from './schedules.test-kit.js';

useScheduleTimer();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const upload = (id: number, token: string, file = PNG, filename = 'minha foto.png', contentType = 'image/png') =>
  api().post(`/schedules/${id}/media-upload`).set(bearer(token)).attach('file', file, { filename, contentType });
const storedPath = async (companyId: number, id: number) => (await Schedule.findOne({ where: { id, companyId } }))?.mediaPath ?? null;

describe('POST /schedules/:id/media-upload', () => {
  it("attaches a picture under the company's folder, served only with authorisation", async () => {
    const { company, agent, admin, contact } = await schedulesCast();
    const schedule = await makeSchedule(company, contact);
    const res = await upload(schedule.id, agent.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: schedule.id, mediaName: 'minha_foto.png', mediaPath: `/schedules/${schedule.id}/media` });
    expect(await storedPath(company.id, schedule.id)).toMatch(new RegExp(`^companies/${company.id}/schedules/[0-9a-f]{32}\\.png$`));
    expect(scheduleEvents(company).at(-1)?.payload).toEqual({ action: 'update', schedule: res.body });

    const shown = await api().get(res.body.mediaPath).set(bearer(admin.token)).buffer(true);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(Buffer.from(shown.body).equals(PNG)).toBe(true);
    expect((await api().get(`/schedules/${schedule.id}/media`)).status).toBe(401);
  });

  it('replaces an earlier picture (a .jpeg too) and removes the old file', async () => {
    const { company, agent, contact } = await schedulesCast();
    const schedule = await makeSchedule(company, contact);
    await upload(schedule.id, agent.token).expect(200);
    const first = (await storedPath(company.id, schedule.id))!;
    const res = await upload(schedule.id, agent.token, JPEG, 'foto.JPEG', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.mediaName).toBe('foto.JPEG');
    expect(existsSync(storagePath(first))).toBe(false);
    expect(existsSync(storagePath((await storedPath(company.id, schedule.id))!))).toBe(true);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4'), 'doc.pdf', 'application/pdf'],
    ['a GIF', Buffer.from('GIF89a'), 'anim.gif', 'image/gif'],
    ['a PNG type with a .txt name', PNG, 'foto.txt', 'image/png'],
    ['a renamed non-picture', Buffer.from('<script>alert(1)</script>'), 'foto.png', 'image/png'],
  ])('answers 400 naming file for %s and stores nothing', async (_case, file, filename, contentType) => {
    const { company, agent, contact } = await schedulesCast();
    const schedule = await makeSchedule(company, contact);
    const res = await upload(schedule.id, agent.token, file, filename, contentType);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'file' });
    expect(await storedPath(company.id, schedule.id)).toBeNull();
  });

  it("is 400 without a file, 409 on a sent schedule, 404 for another company's and 401 without a token", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const schedule = await makeSchedule(company, contact);
    const none = await api().post(`/schedules/${schedule.id}/media-upload`).set(bearer(agent.token)).field('x', 'y');
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('file');
    const sent = await makeSchedule(company, contact, { status: 'ENVIADA', sentAt: new Date() });
    const late = await upload(sent.id, agent.token);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('ERR_SCHEDULE_ALREADY_SENT');
    const foreign = await makeSchedule(other.company, other.contact);
    expect((await upload(foreign.id, agent.token)).status).toBe(404);
    expect(await storedPath(other.company.id, foreign.id)).toBeNull();
    expect((await api().post(`/schedules/${schedule.id}/media-upload`).attach('file', PNG, 'a.png')).status).toBe(401);
  });
});

describe('DELETE /schedules/:id/media-upload and GET /schedules/:id/media', () => {
  it('detaches the picture and removes its file; then the media path is 404', async () => {
    const { company, agent, contact } = await schedulesCast();
    const schedule = await makeSchedule(company, contact);
    const attached = await upload(schedule.id, agent.token).expect(200);
    const file = (await storedPath(company.id, schedule.id))!;
    const res = await api().delete(`/schedules/${schedule.id}/media-upload`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaPath: null, mediaName: null });
    expect(existsSync(storagePath(file))).toBe(false);
    expect((await api().get(attached.body.mediaPath).set(bearer(agent.token))).status).toBe(404);
  });

  it("refuses a sent schedule (409), another company's (404) and no token (401)", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const sent = await makeSchedule(company, contact, { status: 'ENVIADA', sentAt: new Date(), mediaPath: 'companies/0/x.png', mediaName: 'x.png' });
    expect((await api().delete(`/schedules/${sent.id}/media-upload`).set(bearer(agent.token))).status).toBe(409);
    expect((await findSchedule(company, sent.id))?.mediaPath).toBe('companies/0/x.png');
    const foreign = await makeSchedule(other.company, other.contact);
    expect((await api().delete(`/schedules/${foreign.id}/media-upload`).set(bearer(agent.token))).status).toBe(404);
    expect((await api().get(`/schedules/${foreign.id}/media`).set(bearer(agent.token))).status).toBe(404);
    expect((await api().delete(`/schedules/${sent.id}/media-upload`)).status).toBe(401);
  });
});
