import { describe, expect, it } from 'vitest';
import type { HelpDTO } from '@zapdesk/shared';
import { Help } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createSuperUser, createTenant, unique } from '../../test/factories.js';

const UNKNOWN_ID = 2_000_000_000;
const createHelp = (overrides: Partial<Pick<Help, 'title' | 'video' | 'description'>> = {}) =>
  Help.create({ title: unique('Help'), video: 'dQw4w9WgXcQ', description: 'How to start', ...overrides });

describe('GET /helps/list', () => {
  it('shows the help videos to any signed-in user, sorted by title', async () => {
    const later = await createHelp({ title: `zz ${unique('help')}` });
    const earlier = await createHelp({ title: `aa ${unique('help')}` });
    const { agent } = await createTenant();
    const res = await api().get('/helps/list').set(bearer(agent.token));
    expect(res.status).toBe(200);
    const ids = res.body.map((h: HelpDTO) => h.id);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    expect(res.body.find((h: HelpDTO) => h.id === earlier.id)).toEqual({
      id: earlier.id,
      title: earlier.title,
      video: 'dQw4w9WgXcQ',
      description: 'How to start',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 401 without a token', async () => {
    const res = await api().get('/helps/list');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });
});

describe('GET /helps (super user)', () => {
  it('lists for the super user; 401 without a token, 403 for a company admin', async () => {
    const help = await createHelp();
    const { admin } = await createTenant();
    const superUser = await createSuperUser();
    expect((await api().get('/helps')).status).toBe(401);
    const denied = await api().get('/helps').set(bearer(admin.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    const res = await api().get('/helps').set(bearer(superUser.token));
    expect(res.status).toBe(200);
    expect(res.body.map((h: HelpDTO) => h.id)).toContain(help.id);
  });
});

describe('POST /helps (super user)', () => {
  it('creates a help; video and description default to empty', async () => {
    const superUser = await createSuperUser();
    const title = unique('New help');
    const full = await api().post('/helps').set(bearer(superUser.token)).send({ title, video: 'abc123', description: 'Watch this' });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ id: expect.any(Number), title, video: 'abc123', description: 'Watch this' });
    expect(await Help.findByPk(full.body.id)).toMatchObject({ title, video: 'abc123' });
    const bare = await api()
      .post('/helps')
      .set(bearer(superUser.token))
      .send({ title: unique('Bare help') });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ video: '', description: '' });
  });

  it('answers 400 for a missing or blank title, 403 for a company admin, 401 without a token', async () => {
    const superUser = await createSuperUser();
    const { admin } = await createTenant();
    for (const body of [{ video: 'abc' }, { title: '   ' }, { title: 't'.repeat(201) }]) {
      const res = await api().post('/helps').set(bearer(superUser.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'title' });
    }
    const title = unique('Denied help');
    expect((await api().post('/helps').send({ title })).status).toBe(401);
    expect((await api().post('/helps').set(bearer(admin.token)).send({ title })).status).toBe(403);
    expect(await Help.count({ where: { title } })).toBe(0);
  });
});

describe('PUT /helps/:id (super user)', () => {
  it('updates only the given fields', async () => {
    const superUser = await createSuperUser();
    const help = await createHelp();
    const res = await api().put(`/helps/${help.id}`).set(bearer(superUser.token)).send({ video: 'new-video' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: help.id, title: help.title, video: 'new-video', description: 'How to start' });
    expect((await Help.findByPk(help.id))?.video).toBe('new-video');
  });

  it('answers 401 without a token, 400 for a blank title, 403 for a company admin, 404 for an unknown id', async () => {
    const superUser = await createSuperUser();
    const { admin } = await createTenant();
    const help = await createHelp();
    const anonymous = await api().put(`/helps/${help.id}`).send({ title: 'Sem token' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
    const blank = await api().put(`/helps/${help.id}`).set(bearer(superUser.token)).send({ title: '' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'title' });
    expect((await api().put(`/helps/${help.id}`).set(bearer(admin.token)).send({ title: 'Mine now' })).status).toBe(403);
    expect((await Help.findByPk(help.id))?.title).toBe(help.title);
    const missing = await api().put(`/helps/${UNKNOWN_ID}`).set(bearer(superUser.token)).send({ title: 'Ghost' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_HELP_FOUND');
  });
});

describe('DELETE /helps/:id (super user)', () => {
  it('deletes a help; 403 for a company admin, 404 for an unknown id, 401 without a token', async () => {
    const superUser = await createSuperUser();
    const { admin } = await createTenant();
    const help = await createHelp();
    expect((await api().delete(`/helps/${help.id}`)).status).toBe(401);
    expect((await api().delete(`/helps/${help.id}`).set(bearer(admin.token))).status).toBe(403);
    expect(await Help.findByPk(help.id)).not.toBeNull();
    expect((await api().delete(`/helps/${help.id}`).set(bearer(superUser.token))).status).toBe(200);
    expect(await Help.findByPk(help.id)).toBeNull();
    const again = await api().delete(`/helps/${help.id}`).set(bearer(superUser.token));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('ERR_NO_HELP_FOUND');
  });
});
