import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EVENT, announcementSchema, announcementsPageSchema } from '@zapdesk/shared';
import { withTransaction } from '../../core/context.js';
import { db } from '../../db/sequelize.js';
import { Announcement } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { announcementEvents, announcementsCast, makeAnnouncement } from './announcements.test-kit.js';
import { createAnnouncement } from './create-announcement.js';

const titles = (records: { title: string }[]) => records.map((r) => r.title);

describe('POST /announcements', () => {
  it('creates an announcement for the platform in the AnnouncementDTO shape, priority 3 and active by default', async () => {
    const { root } = await announcementsCast();
    const res = await api()
      .post('/announcements')
      .set(bearer(root.token))
      .send({ title: ' Nova versão ', text: 'Confira as novidades.', mediaPath: '../../etc/passwd', companyId: 999_999 });
    expect(res.status).toBe(201);
    expectDto(announcementSchema, res.body);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Nova versão',
      text: 'Confira as novidades.',
      priority: 3,
      status: true,
      mediaPath: null,
      mediaName: null,
      companyId: root.company.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const high = await api().post('/announcements').set(bearer(root.token)).send({ title: 'Urgente', text: 'x', priority: 1, status: false });
    expect(high.body).toMatchObject({ priority: 1, status: false });
  });

  it('answers 400 naming the field: title and text required (Obrigatório), priority 1 to 3', async () => {
    const { root } = await announcementsCast();
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'x' }, 'title'],
      [{ title: '   ', text: 'x' }, 'title'],
      [{ title: 'x' }, 'text'],
      [{ title: 'x', text: '  ' }, 'text'],
      [{ title: 'x', text: 'x', priority: 0 }, 'priority'],
      [{ title: 'x', text: 'x', priority: 4 }, 'priority'],
      [{ title: 'x', text: 'x', priority: 'alta' }, 'priority'],
      [{ title: 'x', text: 'x', priority: 1.5 }, 'priority'],
      [{ title: 'x', text: 'x', status: 'talvez' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post('/announcements').set(bearer(root.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
      if (field === 'title' || field === 'text') expect(res.body.message).toContain('Obrigatório');
    }
    expect(await Announcement.count({ where: { companyId: root.company.id } })).toBe(0);
  });

  it('is for super users only: 403 ERR_NO_PERMISSION for an admin or a user, 401 without a token', async () => {
    const { admin, agent, company } = await announcementsCast();
    for (const who of [admin, agent]) {
      const res = await api().post('/announcements').set(bearer(who.token)).send({ title: 'x', text: 'y' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect((await api().post('/announcements').send({ title: 'x', text: 'y' })).status).toBe(401);
    expect(await Announcement.count({ where: { companyId: company.id } })).toBe(0);
  });
});

describe('GET /announcements and /announcements/:id', () => {
  it('shows every company the same active announcements; inactive ones only to super users', async () => {
    const { root, admin, agent, tag } = await announcementsCast();
    const other = await announcementsCast();
    const active = await makeAnnouncement(root.company, { title: `${tag} ativo` });
    const inactive = await makeAnnouncement(root.company, { title: `${tag} inativo`, status: false });

    for (const who of [admin, agent, other.agent]) {
      const page = await api().get('/announcements').query({ searchParam: tag }).set(bearer(who.token));
      expect(page.status).toBe(200);
      expectDto(announcementsPageSchema, page.body);
      expect(page.body).toEqual({ records: [expect.objectContaining({ id: active.id, title: `${tag} ativo` })], hasMore: false, count: 1 });
      expect((await api().get(`/announcements/${active.id}`).set(bearer(who.token))).body).toMatchObject({ id: active.id, status: true });
      expect((await api().get(`/announcements/${inactive.id}`).set(bearer(who.token))).status).toBe(404);
      // Asking for inactive ones changes nothing for them: still the active one only.
      const asked = await api().get('/announcements').query({ searchParam: tag, status: false }).set(bearer(who.token));
      expect(titles(asked.body.records)).toEqual([`${tag} ativo`]);
    }
    const all = await api().get('/announcements').query({ searchParam: tag }).set(bearer(other.root.token));
    expect(titles(all.body.records).sort()).toEqual([`${tag} ativo`, `${tag} inativo`]);
    expect((await api().get(`/announcements/${inactive.id}`).set(bearer(other.root.token))).body).toMatchObject({ id: inactive.id, status: false });
    const onlyActive = await api().get('/announcements').query({ searchParam: tag, status: true }).set(bearer(root.token));
    expect(titles(onlyActive.body.records)).toEqual([`${tag} ativo`]);
  });

  it('searches title and text (any case) and pages 20 at a time, highest priority first, then newest', async () => {
    const { root, agent, tag } = await announcementsCast();
    const start = Date.now() - 60_000;
    for (let i = 1; i <= 21; i += 1) {
      await makeAnnouncement(root.company, { title: `${tag} ${String(i).padStart(2, '0')}`, priority: i === 5 ? 1 : 3, createdAt: new Date(start + i * 1000) });
    }
    await makeAnnouncement(root.company, { title: 'Outro assunto', text: `Leia: ${tag.toUpperCase()}`, priority: 2, createdAt: new Date(start) });

    // Priority 1, then 2, then the low ones newest first.
    const low = Array.from({ length: 21 }, (_, i) => 21 - i)
      .filter((n) => n !== 5)
      .map((n) => `${tag} ${String(n).padStart(2, '0')}`);
    const first = await api().get('/announcements').query({ searchParam: tag.toUpperCase(), pageNumber: 1 }).set(bearer(agent.token));
    expect(first.body).toMatchObject({ hasMore: true, count: 22 });
    expect(titles(first.body.records)).toEqual([`${tag} 05`, 'Outro assunto', ...low.slice(0, 18)]);
    const second = await api().get('/announcements').query({ searchParam: tag, pageNumber: 2 }).set(bearer(agent.token));
    expect(second.body).toMatchObject({ hasMore: false, count: 22 });
    expect(titles(second.body.records)).toEqual(low.slice(18));
    expect(
      (
        await api()
          .get('/announcements')
          .query({ searchParam: `${tag}%` })
          .set(bearer(agent.token))
      ).body.records,
    ).toEqual([]);
  });

  it('answers 401 without a token, 404 for an unknown id and 400 for a bad page', async () => {
    const { agent } = await announcementsCast();
    expect((await api().get('/announcements')).status).toBe(401);
    expect((await api().get('/announcements/1')).status).toBe(401);
    expect((await api().get('/announcements/2147483000').set(bearer(agent.token))).status).toBe(404);
    expect((await api().get('/announcements/abc').set(bearer(agent.token))).status).toBe(404);
    expect((await api().get('/announcements').query({ pageNumber: 0 }).set(bearer(agent.token))).body).toMatchObject({ field: 'pageNumber' });
  });
});

describe('PUT and DELETE /announcements/:id', () => {
  it('let any super user change what is sent and delete it', async () => {
    const { root } = await announcementsCast();
    const other = await announcementsCast();
    const record = await makeAnnouncement(root.company, { title: 'Antes', priority: 3 });
    const res = await api().put(`/announcements/${record.id}`).set(bearer(other.root.token)).send({ priority: 2, status: false });
    expect(res.status).toBe(200);
    expectDto(announcementSchema, res.body);
    expect(res.body).toMatchObject({ id: record.id, title: 'Antes', text: record.text, priority: 2, status: false, companyId: root.company.id });
    expect((await api().put(`/announcements/${record.id}`).set(bearer(root.token)).send({ title: 'Depois', text: 'Novo texto' })).body).toMatchObject({
      title: 'Depois',
      text: 'Novo texto',
      priority: 2,
    });
    expect((await api().delete(`/announcements/${record.id}`).set(bearer(root.token))).status).toBe(200);
    expect(await Announcement.findByPk(record.id)).toBeNull();
    expect((await api().get(`/announcements/${record.id}`).set(bearer(root.token))).status).toBe(404);
  });

  it('answers 400 naming the field, 404 for an unknown id, 403 for admins and users, 401 without a token', async () => {
    const { root, admin, agent } = await announcementsCast();
    const record = await makeAnnouncement(root.company);
    for (const [body, field] of [
      [{ title: ' ' }, 'title'],
      [{ text: '' }, 'text'],
      [{ priority: 7 }, 'priority'],
    ] as const) {
      const res = await api().put(`/announcements/${record.id}`).set(bearer(root.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    expect((await api().put('/announcements/2147483000').set(bearer(root.token)).send({ title: 'x' })).status).toBe(404);
    expect((await api().delete('/announcements/2147483000').set(bearer(root.token))).status).toBe(404);
    for (const who of [admin, agent]) {
      expect((await api().put(`/announcements/${record.id}`).set(bearer(who.token)).send({ title: 'x' })).body.error).toBe('ERR_NO_PERMISSION');
      expect((await api().delete(`/announcements/${record.id}`).set(bearer(who.token))).status).toBe(403);
    }
    expect((await api().put(`/announcements/${record.id}`).send({ title: 'x' })).status).toBe(401);
    expect((await api().delete(`/announcements/${record.id}`)).status).toBe(401);
    expect((await Announcement.findByPk(record.id))?.title).toBe('Manutenção programada');
  });
});

describe('company-announcement events', () => {
  it("reach every socket for active announcements; an inactive one reaches super users only and leaves the others' lists", async () => {
    const { root } = await announcementsCast();
    const created = await api().post('/announcements').set(bearer(root.token)).send({ title: 'Ativo', text: 'x' });
    const hidden = await api().post('/announcements').set(bearer(root.token)).send({ title: 'Rascunho', text: 'x', status: false });
    const deactivated = await api().put(`/announcements/${created.body.id}`).set(bearer(root.token)).send({ status: false });
    const shown = await api().put(`/announcements/${hidden.body.id}`).set(bearer(root.token)).send({ status: true });
    await api().delete(`/announcements/${hidden.body.id}`).set(bearer(root.token)).expect(200);

    const everyone = { room: 'platform' };
    expect(announcementEvents(root.company)).toEqual([
      { target: everyone, payload: { action: 'create', announcement: created.body } },
      { target: { room: 'platform', only: 'supers' }, payload: { action: 'create', announcement: hidden.body } },
      { target: { room: 'platform', only: 'supers' }, payload: { action: 'update', announcement: deactivated.body } },
      { target: { room: 'platform', only: 'others' }, payload: { action: 'delete', announcementId: created.body.id } },
      { target: everyone, payload: { action: 'update', announcement: shown.body } },
      { target: everyone, payload: { action: 'delete', announcementId: hidden.body.id } },
    ]);
  });

  it('are published only once the change commits: a rolled-back create sends nothing', async () => {
    const { root } = await announcementsCast();
    const ctx = { companyId: root.company.id, actor: { kind: 'user', id: root.user.id, profile: 'admin', isSuper: true, sessionId: root.sessionId } as const };
    await expect(
      db().transaction(async (transaction) => {
        await createAnnouncement(withTransaction(ctx, transaction), { title: 'Nunca', text: 'x', priority: 3, status: true });
        expect(announcementEvents(root.company)).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(announcementEvents(root.company)).toEqual([]);
    expect(await Announcement.count({ where: { companyId: root.company.id } })).toBe(0);
    await createAnnouncement(ctx, { title: 'Agora sim', text: 'x', priority: 3, status: true });
    expect(announcementEvents(root.company).map((e) => (e.payload.announcement as { title: string }).title)).toEqual(['Agora sim']);
    expect(ANNOUNCEMENT_EVENT).toBe('company-announcement');
  });
});
