import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sentMessagesSchema } from '@zapdesk/shared';
import { storagePath } from '../../core/storage.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { openConversation } from './testing/open-conversation.js';
import { conversationTenant, published } from './testing/pipeline.js';

// A file list sent in a ticket goes out through the real whatsapp process to the connection's sandbox phone.
useWhatsappProcess();

/** A file list made by the company's admin through /files: its text, then a PDF, an audio and an option never given a file. */
async function makeFileList(adminToken: string) {
  const created = await api()
    .post('/files')
    .set(bearer(adminToken))
    .send({ name: 'Catálogo', message: 'Veja nossos produtos', options: [{ name: 'Sem arquivo' }] });
  expect(created.status).toBe(201);
  const uploaded = await api()
    .post(`/files/uploadList/${created.body.id}`)
    .set(bearer(adminToken))
    .field('name', 'Tabela de preços')
    .field('name', 'Recado')
    .attach('files', Buffer.from('%PDF-1.4 preços'), { filename: 'precos.pdf', contentType: 'application/pdf' })
    .attach('files', Buffer.from('audio-bytes'), { filename: 'recado.mp3', contentType: 'audio/mpeg' });
  expect(uploaded.status).toBe(200);
  return created.body.id as number;
}

describe('POST /messages/:ticketId/file-list', () => {
  it("sends the list's text, then each file with its option's name as caption, in order, and publishes them", async () => {
    const { company, ticket, agent, admin, messages, received } = await openConversation();
    const fileListId = await makeFileList(admin.token);
    const res = await api().post(`/messages/${ticket.id}/file-list`).set(bearer(agent.token)).send({ fileListId });
    expect(res.status).toBe(201);
    const body = expectDto(sentMessagesSchema, res.body);
    const stored = await messages();
    expect(stored.map((m) => [m.mediaType, m.body, m.mimetype, m.filename])).toEqual([
      ['chat', 'Veja nossos produtos', null, null],
      ['application', 'Tabela de preços', 'application/pdf', 'precos.pdf'],
      ['audio', '', 'audio/mpeg', 'recado.mp3'],
    ]);
    expect(body.messages.map((m) => m.id)).toEqual(stored.map((m) => m.id));
    // Each message has a file of its own under the company's media, with the list's bytes.
    expect(stored[1].mediaPath).toMatch(new RegExp(`^companies/${company.id}/media/[0-9a-f]{32}\\.pdf$`));
    expect(await readFile(storagePath(stored[1].mediaPath ?? ''), 'utf8')).toBe('%PDF-1.4 preços');
    expect((await received()).map((m) => [m.id, m.body, m.media])).toEqual([
      [stored[0].wid, 'Veja nossos produtos', null],
      [stored[1].wid, 'Tabela de preços', { path: stored[1].mediaPath, mimetype: 'application/pdf', filename: 'precos.pdf', size: 16, asVoiceNote: false }],
      [stored[2].wid, '', { path: stored[2].mediaPath, mimetype: 'audio/mpeg', filename: 'recado.mp3', size: 11, asVoiceNote: true }],
    ]);
    // After the customer's first message, ours, in order.
    const created = published<{ action: string; message: { id: number; fromMe: boolean } }>(company, 'appMessage').filter((e) => e.action === 'create');
    expect(created.filter((e) => e.message.fromMe).map((e) => e.message.id)).toEqual(stored.map((m) => m.id));
    // The history keeps its files when the list goes.
    expect((await api().delete(`/files/${fileListId}`).set(bearer(admin.token))).status).toBe(200);
    expect((await api().get(`/messages/media/${stored[1].id}`).set(bearer(agent.token))).status).toBe(200);
  });

  it("signs only the list's text with the signed-in user's name when asked, its captions left as they are", async () => {
    const { ticket, agent, admin, messages, received } = await openConversation();
    const fileListId = await makeFileList(admin.token);
    const send = (sign: boolean) => api().post(`/messages/${ticket.id}/file-list`).set(bearer(agent.token)).send({ fileListId, sign });
    expect((await send(true)).status).toBe(201);
    expect((await send(false)).status).toBe(201);
    const signed = `*${agent.user.name}:*\nVeja nossos produtos`;
    const stored = await messages();
    expect(stored.map((m) => m.body)).toEqual([signed, 'Tabela de preços', '', 'Veja nossos produtos', 'Tabela de preços', '']);
    expect((await received()).map((m) => [m.id, m.body])).toEqual(stored.map((m) => [m.wid, m.body]));
    // An empty text (PUT /files takes one) is not sent, signed or not: never an empty message or a sign-off alone.
    expect((await api().put(`/files/${fileListId}`).set(bearer(admin.token)).send({ message: '' })).status).toBe(200);
    expect((await send(true)).status).toBe(201);
    expect((await messages()).slice(stored.length).map((m) => m.body)).toEqual(['Tabela de preços', '']);
  });

  it('answers 400 for a list with neither text nor file, sending nothing', async () => {
    const { ticket, agent, admin, messages } = await openConversation();
    const created = await api()
      .post('/files')
      .set(bearer(admin.token))
      .send({ name: 'Vazia', message: 'x', options: [{ name: 'Sem arquivo' }] });
    expect((await api().put(`/files/${created.body.id}`).set(bearer(admin.token)).send({ message: '' })).status).toBe(200);
    const res = await api().post(`/messages/${ticket.id}/file-list`).set(bearer(agent.token)).send({ fileListId: created.body.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await messages()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const { ticket } = await openConversation();
    expect((await api().post(`/messages/${ticket.id}/file-list`).send({ fileListId: 1 })).status).toBe(401);
  });

  it('answers 400 for a missing, mistyped or unknown field, sending nothing', async () => {
    const { ticket, agent, admin, messages } = await openConversation();
    const fileListId = await makeFileList(admin.token);
    const post = (body: object) => api().post(`/messages/${ticket.id}/file-list`).set(bearer(agent.token)).send(body);
    for (const body of [
      {},
      { fileListId: 'x' },
      { fileListId: true },
      { fileListId: [fileListId] },
      { fileListId: null },
      { fileListId: -1 },
      { fileListId: 1.5 },
      { fileListId, body: 'oi' },
      { fileListId, sign: 'yes' },
      { fileListId, sign: null },
      { fileListId, sign: true, name: 'Outro Nome' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect(await messages()).toEqual([]);
  });

  it("answers 404 for another company's ticket or file list", async () => {
    const { ticket, agent, admin, messages } = await openConversation();
    const other = await conversationTenant('5511955553333');
    const theirList = await makeFileList(other.admin.token);
    const mine = await makeFileList(admin.token);
    const theirTicket = await api().post(`/messages/${ticket.id}/file-list`).set(bearer(other.admin.token)).send({ fileListId: theirList });
    expect(theirTicket.status).toBe(404);
    expect(theirTicket.body.error).toBe('ERR_NO_TICKET_FOUND');
    const theirs = await api().post(`/messages/${ticket.id}/file-list`).set(bearer(agent.token)).send({ fileListId: theirList });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('ERR_NOT_FOUND');
    expect(
      (
        await api()
          .post(`/messages/${ticket.id}/file-list`)
          .set(bearer(agent.token))
          .send({ fileListId: mine + 1_000_000 })
      ).status,
    ).toBe(404);
    expect(await messages()).toEqual([]);
  });

  it('takes sends only in an open ticket, from its user or an admin (400 when not open, 403 for another agent)', async () => {
    const { ticket, agent, admin, messages } = await openConversation();
    const fileListId = await makeFileList(admin.token);
    const post = (token: string) => api().post(`/messages/${ticket.id}/file-list`).set(bearer(token)).send({ fileListId });
    await ticket.update({ userId: admin.user.id });
    expect((await post(agent.token)).status).toBe(403);
    await ticket.update({ status: 'closed' });
    const closed = await post(admin.token);
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe('ERR_SENDING_WAPP_MSG');
    expect(await messages()).toEqual([]);
  });
});
