import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { storagePath } from '../../core/storage.js';
import { Message } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { logOutSandboxPhone, useWhatsappProcess } from '../../test/whatsapp-process.js';
import { ACK_FAILED } from './deliver-messages.js';
import { MAX_MEDIA_BYTES } from './messages.upload.js';
import { openConversation } from './testing/open-conversation.js';
import { conversationTenant, findTicket, inbound, published } from './testing/pipeline.js';

// Messages go out through a real whatsapp process to the connection's sandbox phone, which keeps what it received.
useWhatsappProcess();

describe('POST /messages/:ticketId (JSON)', () => {
  it('stores the message at once with ack 0, sends it with its WhatsApp id, and publishes it', async () => {
    const { company, ticket, agent, jid, messages, received } = await openConversation();
    const res = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: '*Ana:*\nBom dia!' });
    expect(res.status).toBe(201);
    const [stored] = await messages();
    expect(stored).toMatchObject({ body: '*Ana:*\nBom dia!', fromMe: true, ack: 0, read: true, mediaType: 'chat', contactId: null });
    expect(stored.wid).toMatch(/^3EB0[0-9A-F]{18}$/);
    expect(res.body).toEqual({ messages: [expect.objectContaining({ id: stored.id, wid: stored.wid, ack: 0, fromMe: true })] });
    expect((await received()).map((m) => [m.id, m.chatId, m.body, m.media, m.quotedId])).toEqual([[stored.wid, jid, '*Ana:*\nBom dia!', null, null]]);
    // The list's preview leaves the signature out (issue 18.4); the customer still receives it.
    expect(published(company, 'appMessage').at(-1)).toMatchObject({
      action: 'create',
      message: { id: stored.id },
      ticket: { id: ticket.id, lastMessage: 'Bom dia!' },
    });
  });

  it('quotes a message of the ticket by id, and refuses one of another ticket', async () => {
    const { ticket, agent, firstMessageId, messages, receive, received } = await openConversation();
    const other = await receive(inbound('5511900002222'));
    const quoted = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'sim', quotedMsg: firstMessageId });
    expect(quoted.status).toBe(201);
    expect(quoted.body.messages[0].quotedMsg).toMatchObject({ id: firstMessageId, body: 'Olá, preciso de ajuda' });
    const firstWid = (await Message.findOne({ where: { id: firstMessageId, companyId: ticket.companyId } }))?.wid;
    expect((await received())[0]).toMatchObject({ quotedId: firstWid });
    expect((await messages())[0].quotedMsgId).toBe(firstMessageId);
    // The anchor's client sends the whole quoted message: its id is what counts.
    const asObject = await api()
      .post(`/messages/${ticket.id}`)
      .set(bearer(agent.token))
      .send({ body: 'de novo', quotedMsg: { id: firstMessageId, body: 'x' } });
    expect(asObject.body.messages[0].quotedMsg).toMatchObject({ id: firstMessageId });
    const foreign = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'x', quotedMsg: other.messageId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('quotedMsg');
  });

  it('resets the unread count when sent with read', async () => {
    const { company, ticket, agent } = await openConversation();
    await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'oi', read: true });
    expect((await findTicket(company, ticket.id))?.unreadMessages).toBe(0);
  });

  it('answers 401, 404 for another company, 403 for someone else, 400 when not open or empty', async () => {
    const { company, ticket, agent, admin } = await openConversation();
    const other = await conversationTenant();
    const post = (token: string | null, body: object = { body: 'oi' }) =>
      (token ? api().post(`/messages/${ticket.id}`).set(bearer(token)) : api().post(`/messages/${ticket.id}`)).send(body);
    expect((await post(null)).status).toBe(401);
    expect((await post(other.admin.token)).status).toBe(404);
    const empty = await post(agent.token, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('body');
    // An admin may step in on an open ticket; another agent may not.
    expect((await post(admin.token)).status).toBe(201);
    await ticket.update({ userId: admin.user.id });
    expect((await post(agent.token)).status).toBe(403);
    await ticket.update({ status: 'pending', userId: null });
    const pending = await post(admin.token);
    expect(pending.status).toBe(400);
    expect(pending.body.error).toBe('ERR_SENDING_WAPP_MSG');
    expect(await Message.count({ where: { companyId: company.id, fromMe: true } })).toBe(1);
  });

  it('answers 502 ERR_SENDING_WAPP_MSG when WhatsApp refuses, keeping the message as not sent (ack -1)', async () => {
    const { company, connection, ticket, agent, messages, received } = await openConversation();
    await logOutSandboxPhone(company.id, connection.id);
    const res = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'oi' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: 'ERR_SENDING_WAPP_MSG', message: expect.stringContaining('ERR_WAPP_NOT_INITIALIZED') });
    const [failed] = await messages();
    expect(failed.ack).toBe(ACK_FAILED);
    expect(published(company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { id: failed.id, ack: ACK_FAILED } });
    expect(await received()).toEqual([]);
  });
});

describe('POST /messages/:ticketId (multipart)', () => {
  it('stores each file under the company, sends audio as a voice note, and the body as the first caption', async () => {
    const { company, ticket, agent, messages, received } = await openConversation();
    const res = await api()
      .post(`/messages/${ticket.id}`)
      .set(bearer(agent.token))
      .field('body', 'Segue o orçamento')
      .attach('medias', Buffer.from('audio-bytes'), { filename: 'gravação.mp3', contentType: 'audio/mpeg' })
      .attach('medias', Buffer.from('png-bytes'), { filename: 'orçamento.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const [audio, image] = await messages();
    expect(audio).toMatchObject({ mediaType: 'audio', mimetype: 'audio/mpeg', filename: 'gravação.mp3', body: '' });
    expect(image).toMatchObject({ mediaType: 'image', mimetype: 'image/png', filename: 'orçamento.png', body: 'Segue o orçamento' });
    expect(audio.mediaPath).toMatch(new RegExp(`^companies/${company.id}/media/[0-9a-f]{32}\\.mp3$`));
    expect(await readFile(storagePath(image.mediaPath ?? ''), 'utf8')).toBe('png-bytes');
    expect((await received()).map((m) => m.media)).toEqual([
      { path: audio.mediaPath, mimetype: 'audio/mpeg', filename: 'gravação.mp3', size: 11, asVoiceNote: true },
      { path: image.mediaPath, mimetype: 'image/png', filename: 'orçamento.png', size: 9, asVoiceNote: false },
    ]);
    expect(res.body.messages.map((m: { mediaUrl: string }) => m.mediaUrl)).toEqual([`/messages/media/${audio.id}`, `/messages/media/${image.id}`]);
  });

  it('sends the body first on its own when every file is audio', async () => {
    const { ticket, agent, messages } = await openConversation();
    await api()
      .post(`/messages/${ticket.id}`)
      .set(bearer(agent.token))
      .field('body', 'ouça')
      .attach('medias[]', Buffer.from('ogg'), { filename: 'voz.ogg', contentType: 'audio/ogg; codecs=opus' });
    expect((await messages()).map((m) => [m.mediaType, m.body, m.mimetype])).toEqual([
      ['chat', 'ouça', null],
      ['audio', '', 'audio/ogg'],
    ]);
  });

  it('refuses types it does not send, more than 10 files, unknown fields (400) and files over 16 MB (413)', async () => {
    const { ticket, agent, messages } = await openConversation();
    const post = () => api().post(`/messages/${ticket.id}`).set(bearer(agent.token));
    const html = await post().attach('medias', Buffer.from('<script>'), { filename: 'x.html', contentType: 'text/html' });
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'medias' });
    let many = post();
    for (let i = 0; i < 11; i += 1) many = many.attach('medias', Buffer.from('x'), { filename: `${i}.txt`, contentType: 'text/plain' });
    expect((await many).status).toBe(400);
    expect((await post().attach('file', Buffer.from('x'), { filename: 'a.txt', contentType: 'text/plain' })).status).toBe(400);
    const big = await post().attach('medias', Buffer.alloc(MAX_MEDIA_BYTES + 1), { filename: 'big.pdf', contentType: 'application/pdf' });
    expect(big.status).toBe(413);
    expect(await messages()).toEqual([]);
  });
});
