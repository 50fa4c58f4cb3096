import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storagePath } from '../../core/storage.js';
import { QuickMessage } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { MAX_MEDIA_BYTES } from '../messages/messages.upload.js';
import { makeQuickMessage, quickMessageEvents, quickMessagesCast } from './quick-messages.test-kit.js';

const PDF = Buffer.from('%PDF-1.4 orçamento');
const upload = (id: number, token: string, file = PDF, filename = 'meu orçamento final.pdf', contentType = 'application/pdf') =>
  api().post(`/quick-messages/${id}/media-upload`).set(bearer(token)).field('typeArch', 'quickMessage').attach('file', file, { filename, contentType });
const storedPath = async (id: number, companyId: number) => (await QuickMessage.findOne({ where: { id, companyId } }))?.mediaPath ?? null;

describe('POST /quick-messages/:id/media-upload', () => {
  it("stores the file under the company's folder, names it with underscores and serves it only with authorisation", async () => {
    const { company, author, colleague } = await quickMessagesCast();
    const shared = await makeQuickMessage(company, author, { geral: true });
    const res = await upload(shared.id, author.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: shared.id, isMedia: true, mediaName: 'meu_orçamento_final.pdf', mediaPath: `/quick-messages/${shared.id}/media` });
    const stored = await storedPath(shared.id, company.id);
    expect(stored).toMatch(new RegExp(`^companies/${company.id}/quick-messages/[0-9a-f]{32}\\.pdf$`));
    expect(quickMessageEvents(company).at(-1)).toEqual({ target: { room: 'company' }, payload: { action: 'update', quickMessage: res.body } });

    // The client fetches mediaPath with its token, like message media.
    const download = await api().get(res.body.mediaPath).set(bearer(colleague.token)).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('meu_orçamento_final.pdf'));
    expect(Buffer.from(download.body).equals(PDF)).toBe(true);
    expect((await api().get(`/quick-messages/${shared.id}/media`)).status).toBe(401);
  });

  it('replaces an earlier file and removes it from the disk', async () => {
    const { company, author } = await quickMessagesCast();
    const own = await makeQuickMessage(company, author);
    await upload(own.id, author.token).expect(200);
    const first = (await storedPath(own.id, company.id))!;
    const res = await upload(own.id, author.token, Buffer.from('png'), 'foto.png', 'image/png');
    expect(res.body).toMatchObject({ mediaName: 'foto.png' });
    const second = (await storedPath(own.id, company.id))!;
    expect(second).not.toBe(first);
    expect(existsSync(storagePath(first))).toBe(false);
    expect(existsSync(storagePath(second))).toBe(true);
    const shown = await api().get(res.body.mediaPath).set(bearer(author.token));
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
  });

  it('answers 400 naming file for a missing, unexpected or refused file, 413 over 16 MB', async () => {
    const { company, author } = await quickMessagesCast();
    const own = await makeQuickMessage(company, author);
    const post = () => api().post(`/quick-messages/${own.id}/media-upload`).set(bearer(author.token));
    const responses = [
      await post().field('typeArch', 'quickMessage'),
      await post().send({ mediaPath: 'x' }),
      await post().attach('medias', PDF, { filename: 'a.pdf', contentType: 'application/pdf' }),
      await upload(own.id, author.token, Buffer.from('<script>'), 'x.html', 'text/html'),
    ];
    for (const res of responses) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'file' });
    }
    expect((await upload(own.id, author.token, Buffer.alloc(MAX_MEDIA_BYTES + 1))).status).toBe(413);
    expect(await storedPath(own.id, company.id)).toBeNull();
  });

  it('is refused to whoever may not edit the reply (403, nothing stored), to another company (404) and without a token (401)', async () => {
    const { company, author, colleague } = await quickMessagesCast();
    const other = await quickMessagesCast();
    const locked = await makeQuickMessage(company, author, { geral: true, status: false });
    const hidden = await makeQuickMessage(company, author);
    expect((await upload(locked.id, colleague.token)).status).toBe(403);
    expect((await upload(hidden.id, colleague.token)).status).toBe(403);
    expect(await storedPath(locked.id, company.id)).toBeNull();
    const foreign = await makeQuickMessage(other.company, other.author, { geral: true, status: true });
    expect((await upload(foreign.id, author.token)).status).toBe(404);
    expect(await storedPath(foreign.id, other.company.id)).toBeNull();
    expect(
      (await api().post(`/quick-messages/${locked.id}/media-upload`).attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })).status,
    ).toBe(401);
  });
});

describe('GET /quick-messages/:id/media', () => {
  it("serves a private reply's file to its author only, and 404 for another company or a reply without a file", async () => {
    const { company, author, colleague, admin } = await quickMessagesCast();
    const other = await quickMessagesCast();
    const hidden = await makeQuickMessage(company, author);
    await upload(hidden.id, author.token).expect(200);
    expect((await api().get(`/quick-messages/${hidden.id}/media`).set(bearer(author.token))).status).toBe(200);
    expect((await api().get(`/quick-messages/${hidden.id}/media`).set(bearer(colleague.token))).status).toBe(403);
    expect((await api().get(`/quick-messages/${hidden.id}/media`).set(bearer(admin.token))).status).toBe(403);
    expect((await api().get(`/quick-messages/${hidden.id}/media`).set(bearer(other.admin.token))).status).toBe(404);
    const plain = await makeQuickMessage(company, author);
    expect((await api().get(`/quick-messages/${plain.id}/media`).set(bearer(author.token))).status).toBe(404);
  });
});

describe('DELETE /quick-messages/:id/media-upload and DELETE /quick-messages/:id', () => {
  it('detach the file and remove it from the disk; the reply keeps its text', async () => {
    const { company, author } = await quickMessagesCast();
    const own = await makeQuickMessage(company, author, { message: 'Segue o catálogo' });
    await upload(own.id, author.token).expect(200);
    const stored = (await storedPath(own.id, company.id))!;
    const res = await api().delete(`/quick-messages/${own.id}/media-upload`).set(bearer(author.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Segue o catálogo', isMedia: false, mediaPath: null, mediaName: null });
    expect(existsSync(storagePath(stored))).toBe(false);
    expect((await api().get(`/quick-messages/${own.id}/media`).set(bearer(author.token))).status).toBe(404);

    await upload(own.id, author.token).expect(200);
    const again = (await storedPath(own.id, company.id))!;
    await api().delete(`/quick-messages/${own.id}`).set(bearer(author.token)).expect(200);
    expect(existsSync(storagePath(again))).toBe(false);
  });

  it("answers 403 to whoever may not edit, 404 for another company's, 401 without a token, and keeps the file", async () => {
    const { company, author, colleague } = await quickMessagesCast();
    const other = await quickMessagesCast();
    const locked = await makeQuickMessage(company, author, { geral: true });
    await upload(locked.id, author.token).expect(200);
    const stored = (await storedPath(locked.id, company.id))!;
    expect((await api().delete(`/quick-messages/${locked.id}/media-upload`).set(bearer(colleague.token))).status).toBe(403);
    expect((await api().delete(`/quick-messages/${locked.id}/media-upload`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().delete(`/quick-messages/${locked.id}/media-upload`)).status).toBe(401);
    expect(existsSync(storagePath(stored))).toBe(true);
    expect(await storedPath(locked.id, company.id)).toBe(stored);
  });
});
