import { describe, expect, it } from 'vitest';
import { quickMessageListSchema, quickMessagesPageSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { QuickMessage } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { makeQuickMessage, quickMessageEvents, quickMessagesCast } from './quick-messages.test-kit.js';

const shortcodes = (records: { shortcode: string }[]) => records.map((r) => r.shortcode);

describe('POST /quick-messages', () => {
  it("creates the user's reply in the QuickMessageDTO shape, ignoring a client media path", async () => {
    const { company, author } = await quickMessagesCast();
    const res = await api()
      .post('/quick-messages')
      .set(bearer(author.token))
      .send({ shortcode: ' oi ', message: 'Olá {{name}}!', geral: true, status: true, isMedia: true, mediaPath: '../../etc/passwd' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      shortcode: 'oi',
      message: 'Olá {{name}}!',
      geral: true,
      status: true,
      isMedia: false,
      mediaPath: null,
      mediaName: null,
      userId: author.user.id,
      companyId: company.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 400 "Obrigatório" naming shortcode when it is missing or blank, and 401 without a token', async () => {
    const { author } = await quickMessagesCast();
    for (const body of [{ message: 'x' }, { shortcode: '   ', message: 'x' }]) {
      const res = await api().post('/quick-messages').set(bearer(author.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'shortcode' });
      expect(res.body.message).toContain('Obrigatório');
    }
    const badFlag = await api().post('/quick-messages').set(bearer(author.token)).send({ shortcode: 'a', geral: 'talvez' });
    expect(badFlag.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'geral' });
    expect((await api().post('/quick-messages').send({ shortcode: 'a' })).status).toBe(401);
  });

  it('keeps shortcodes unique per author: the same author gets 400, a colleague may reuse it', async () => {
    const { company, author, colleague } = await quickMessagesCast();
    await api().post('/quick-messages').set(bearer(author.token)).send({ shortcode: 'preco', message: 'R$ 10' }).expect(201);
    const again = await api().post('/quick-messages').set(bearer(author.token)).send({ shortcode: 'preco', message: 'R$ 20' });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('shortcode');
    await api().post('/quick-messages').set(bearer(colleague.token)).send({ shortcode: 'preco', message: 'R$ 30' }).expect(201);
    expect(await QuickMessage.count({ where: { companyId: company.id } })).toBe(2);
  });
});

describe('GET /quick-messages and /quick-messages/list', () => {
  it("list shared replies plus the user's own, never a colleague's private ones or another company's", async () => {
    const { company, admin, author, colleague } = await quickMessagesCast();
    const other = await quickMessagesCast();
    await makeQuickMessage(company, author, { shortcode: 'b-mine-private' });
    await makeQuickMessage(company, colleague, { shortcode: 'a-shared', geral: true });
    await makeQuickMessage(company, colleague, { shortcode: 'c-colleague-private' });
    await makeQuickMessage(company, admin, { shortcode: 'd-admin-private' });
    await makeQuickMessage(other.company, other.author, { shortcode: 'e-other-company', geral: true });

    const page = await api().get('/quick-messages').query({ userId: colleague.user.id }).set(bearer(author.token));
    expect(page.status).toBe(200);
    expectDto(quickMessagesPageSchema, page.body);
    expect(page.body.hasMore).toBe(false);
    expect(shortcodes(page.body.records)).toEqual(['a-shared', 'b-mine-private']);
    const list = await api().get('/quick-messages/list').query({ companyId: other.company.id, userId: colleague.user.id }).set(bearer(author.token));
    expectDto(quickMessageListSchema, list.body);
    expect(shortcodes(list.body)).toEqual(['a-shared', 'b-mine-private']);
    // Admins see shared replies and their own too; colleagues' private snippets stay private.
    expect(shortcodes((await api().get('/quick-messages/list').set(bearer(admin.token))).body)).toEqual(['a-shared', 'd-admin-private']);
    expect((await api().get('/quick-messages')).status).toBe(401);
    expect((await api().get('/quick-messages/list')).status).toBe(401);
  });

  it('searches shortcode and text (any case) and pages 20 at a time by shortcode', async () => {
    const { company, author } = await quickMessagesCast();
    for (let i = 21; i >= 1; i -= 1) await makeQuickMessage(company, author, { shortcode: `r${String(i).padStart(2, '0')}` });
    await makeQuickMessage(company, author, { shortcode: 'boleto', message: 'Segue a SEGUNDA via' });
    const first = await api().get('/quick-messages').set(bearer(author.token));
    expect(first.body.hasMore).toBe(true);
    expect(first.body.records).toHaveLength(20);
    expect(first.body.records[0].shortcode).toBe('boleto');
    const second = await api().get('/quick-messages').query({ pageNumber: 2 }).set(bearer(author.token));
    expect(shortcodes(second.body.records)).toEqual(['r20', 'r21']);
    expect(second.body.hasMore).toBe(false);
    const search = async (searchParam: string) =>
      shortcodes((await api().get('/quick-messages').query({ searchParam }).set(bearer(author.token))).body.records);
    expect(await search('BOLE')).toEqual(['boleto']);
    expect(await search('segunda via')).toEqual(['boleto']);
    expect(await search('R2')).toEqual(['r20', 'r21']);
    const bad = await api().get('/quick-messages').query({ pageNumber: 0 }).set(bearer(author.token));
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
  });
});

describe('GET /quick-messages/:id', () => {
  it("shows shared and own replies, 403 for a colleague's private one, 404 for another company's", async () => {
    const { company, author, colleague } = await quickMessagesCast();
    const other = await quickMessagesCast();
    const own = await makeQuickMessage(company, author);
    const shared = await makeQuickMessage(company, colleague, { geral: true });
    const hidden = await makeQuickMessage(company, colleague);
    const foreign = await makeQuickMessage(other.company, other.author, { geral: true });
    expect((await api().get(`/quick-messages/${own.id}`).set(bearer(author.token))).body).toMatchObject({ id: own.id, userId: author.user.id });
    expect((await api().get(`/quick-messages/${shared.id}`).set(bearer(author.token))).status).toBe(200);
    const denied = await api().get(`/quick-messages/${hidden.id}`).set(bearer(author.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().get(`/quick-messages/${foreign.id}`).set(bearer(author.token))).status).toBe(404);
    expect((await api().get(`/quick-messages/${own.id}`)).status).toBe(401);
  });
});

describe('PUT and DELETE /quick-messages/:id: who may edit', () => {
  it('lets the author edit and delete their reply', async () => {
    const { company, author } = await quickMessagesCast();
    const own = await makeQuickMessage(company, author, { shortcode: 'antes' });
    const res = await api()
      .put(`/quick-messages/${own.id}`)
      .set(bearer(author.token))
      .send({ shortcode: 'depois', message: 'Novo texto', geral: true, status: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shortcode: 'depois', message: 'Novo texto', geral: true, status: true });
    const blank = await api().put(`/quick-messages/${own.id}`).set(bearer(author.token)).send({ shortcode: ' ' });
    expect(blank.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'shortcode' });
    await api().delete(`/quick-messages/${own.id}`).set(bearer(author.token)).expect(200);
    expect(await QuickMessage.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('lets others edit a shared reply only when its author allowed it (status), and admins always; the switches stay with author and admins', async () => {
    const { company, admin, author, colleague } = await quickMessagesCast();
    const locked = await makeQuickMessage(company, author, { geral: true, status: false });
    const open = await makeQuickMessage(company, author, { geral: true, status: true });

    const denied = await api().put(`/quick-messages/${locked.id}`).set(bearer(colleague.token)).send({ message: 'Mudado' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().delete(`/quick-messages/${locked.id}`).set(bearer(colleague.token))).status).toBe(403);
    expect((await api().put(`/quick-messages/${open.id}`).set(bearer(colleague.token)).send({ message: 'Corrigido', geral: true })).body).toMatchObject({
      message: 'Corrigido',
    });
    for (const switches of [{ geral: false }, { status: false }]) {
      expect((await api().put(`/quick-messages/${open.id}`).set(bearer(colleague.token)).send(switches)).status).toBe(403);
    }
    expect((await api().put(`/quick-messages/${locked.id}`).set(bearer(admin.token)).send({ message: 'Pelo admin', status: true })).body).toMatchObject({
      message: 'Pelo admin',
      status: true,
    });
    await api().delete(`/quick-messages/${open.id}`).set(bearer(colleague.token)).expect(200);
    expect((await QuickMessage.findAll({ where: { companyId: company.id } })).map((q) => q.id)).toEqual([locked.id]);
  });

  it("keeps a private reply out of everyone else's reach, admins included; 404 for another company's", async () => {
    const { company, admin, author } = await quickMessagesCast();
    const other = await quickMessagesCast();
    const privateOne = await makeQuickMessage(company, author, { status: true });
    expect((await api().put(`/quick-messages/${privateOne.id}`).set(bearer(admin.token)).send({ message: 'x' })).status).toBe(403);
    expect((await api().delete(`/quick-messages/${privateOne.id}`).set(bearer(admin.token))).status).toBe(403);
    const foreign = await makeQuickMessage(other.company, other.author, { geral: true, status: true });
    expect((await api().put(`/quick-messages/${foreign.id}`).set(bearer(admin.token)).send({ message: 'x' })).status).toBe(404);
    expect((await api().delete(`/quick-messages/${foreign.id}`).set(bearer(admin.token))).status).toBe(404);
    expect((await QuickMessage.findOne({ where: { id: foreign.id, companyId: other.company.id } }))?.message).toBe('Olá! Como posso ajudar?');
    expect((await api().put(`/quick-messages/${privateOne.id}`).send({ message: 'x' })).status).toBe(401);
    expect((await api().delete(`/quick-messages/${privateOne.id}`)).status).toBe(401);
  });

  it('keeps a shared reply whose author was deleted, editable by admins', async () => {
    const { company, admin, author, colleague } = await quickMessagesCast();
    const shared = await makeQuickMessage(company, author, { geral: true });
    await author.user.destroy();
    const orphan = await api().get(`/quick-messages/${shared.id}`).set(bearer(colleague.token));
    expect(orphan.body).toMatchObject({ id: shared.id, userId: null });
    expect((await api().put(`/quick-messages/${shared.id}`).set(bearer(colleague.token)).send({ message: 'x' })).status).toBe(403);
    await api().put(`/quick-messages/${shared.id}`).set(bearer(admin.token)).send({ message: 'Mantido' }).expect(200);
  });
});

describe('quickmessage events', () => {
  it('go to the company for shared replies and only to the author for private ones', async () => {
    const { company, author } = await quickMessagesCast();
    const shared = await api().post('/quick-messages').set(bearer(author.token)).send({ shortcode: 'todos', geral: true });
    const mine = await api().post('/quick-messages').set(bearer(author.token)).send({ shortcode: 'meu' });
    // Making a shared reply private removes it from everyone's lists, then the author gets it back.
    const hidden = await api().put(`/quick-messages/${shared.body.id}`).set(bearer(author.token)).send({ geral: false });
    await api().delete(`/quick-messages/${mine.body.id}`).set(bearer(author.token)).expect(200);
    const toAuthor = { room: 'user', userId: author.user.id };
    expect(quickMessageEvents(company)).toEqual([
      { target: { room: 'company' }, payload: { action: 'create', quickMessage: shared.body } },
      { target: toAuthor, payload: { action: 'create', quickMessage: mine.body } },
      { target: { room: 'company' }, payload: { action: 'delete', quickMessageId: shared.body.id } },
      { target: toAuthor, payload: { action: 'update', quickMessage: hidden.body } },
      { target: toAuthor, payload: { action: 'delete', quickMessageId: mine.body.id } },
    ]);
  });
});
