import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { storagePath } from '../../core/storage.js';
import { Contact, Message } from '../../models/index.js';
import { api } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { MAX_MEDIA_BYTES } from '../messages/messages.upload.js';
import { inbound, published } from '../messages/testing/pipeline.js';
import { apiTenant, authorization, PDF_BYTES, PNG_BYTES } from './external-api.test-kit.js';

// POST /api/messages/send and GET /api/messages/{id} against the real outbox and a real whatsapp process,
// whose sandbox phone keeps what it received (§7 External message API).
useWhatsappProcess();

const WAIT = { timeout: 10_000, interval: 50 };

describe('POST /api/messages/send', () => {
  it('queues the text through the outbox, answers the Whaticket mensagem plus ids, and the sandbox phone receives it', async () => {
    const t = await apiTenant();
    const res = await t.send({ number: '5511977776666', body: 'Seu pedido saiu para entrega' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mensagem: 'Mensagem enviada',
      id: expect.any(Number),
      messageIds: [res.body.id],
      ticketId: expect.any(Number),
      contactId: expect.any(Number),
      status: 'pending',
    });
    await vi.waitFor(
      async () => expect((await t.received()).map((m) => [m.chatId, m.body])).toEqual([['5511977776666@s.whatsapp.net', 'Seu pedido saiu para entrega']]),
      WAIT,
    );
    const stored = await Message.findOne({ where: { id: res.body.id, companyId: t.company.id } });
    expect(stored).toMatchObject({ fromMe: true, ticketId: res.body.ticketId, whatsappId: t.connection.id, body: 'Seu pedido saiu para entrega' });
    // A new contact, and a new ticket that stays closed: no attendant list changes until the customer replies.
    expect(await Contact.findOne({ where: { id: res.body.contactId, companyId: t.company.id } })).toMatchObject({ number: '5511977776666' });
    expect((await t.ticketOf(res.body.ticketId))?.status).toBe('closed');
    expect(published(t.company, 'appMessage').at(-1)).toMatchObject({ action: 'create', message: { id: res.body.id } });
    expect(published(t.company, 'contact').at(-1)).toMatchObject({ action: 'create', contact: { id: res.body.contactId } });
    // The customer's reply brings the ticket back as pending, with our message in its history.
    await t.receive(inbound('5511977776666', { body: 'Obrigado!' }));
    expect((await t.ticketOf(res.body.ticketId))?.status).toBe('pending');
  });

  it('records the message in the ticket the contact already has on the connection, whatever its status', async () => {
    const t = await apiTenant();
    const first = await t.receive(inbound('5511966665555'));
    const res = await t.send({ number: '5511966665555', body: 'Olá de novo' });
    expect(res.body.ticketId).toBe(first.ticketId);
    expect((await t.ticketOf(res.body.ticketId))?.status).toBe('pending');
  });

  it("fills the message variables from the contact, in the company's time zone", async () => {
    const t = await apiTenant();
    await t.receive(inbound('5511955554444', { sender: { phone: '5511955554444', pushName: 'Maria Cliente' } }));
    const res = await t.send({ number: '5511955554444', body: '{{ms}}, {{firstName}}! {{name}} / {{protocol}} às {{hora}} {{outra}}' });
    const [message] = await t.messagesOf(res.body.ticketId).then((all) => all.filter((m) => m.id === res.body.id));
    expect(message.body).toMatch(
      new RegExp(`^(Boa madrugada|Bom dia|Boa tarde|Boa noite), Maria! Maria Cliente / \\d{14}${res.body.ticketId} às \\d\\d:\\d\\d:\\d\\d \\{\\{outra\\}\\}$`),
    );
  });

  it('closes the ticket after the message with closeTicket', async () => {
    const t = await apiTenant();
    const first = await t.receive(inbound('5511944443333'));
    const res = await t.send({ number: '5511944443333', body: 'Resolvido, obrigado!', closeTicket: true });
    expect(res.status).toBe(200);
    expect((await t.ticketOf(first.ticketId ?? 0))?.status).toBe('closed');
    await vi.waitFor(async () => expect((await t.received()).map((m) => m.body)[0]).toBe('Resolvido, obrigado!'), WAIT);
  });

  it('sends each file as its own message captioned with the body (multipart, two files)', async () => {
    const t = await apiTenant();
    const res = await api()
      .post('/api/messages/send')
      .set(authorization(t.token))
      .field('number', '5511933332222')
      .field('body', 'Segue o orçamento')
      .attach('medias', PNG_BYTES, { filename: 'foto.png', contentType: 'image/png' })
      .attach('medias', PDF_BYTES, { filename: 'orçamento.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body.messageIds).toHaveLength(2);
    const messages = await t.messagesOf(res.body.ticketId);
    expect(messages.map((m) => [m.mediaType, m.mimetype, m.filename, m.body])).toEqual([
      ['image', 'image/png', 'foto.png', 'Segue o orçamento'],
      ['application', 'application/pdf', 'orçamento.pdf', 'Segue o orçamento'],
    ]);
    await vi.waitFor(
      async () =>
        expect((await t.received()).map((m) => [m.media?.mimetype, m.body])).toEqual([
          ['image/png', 'Segue o orçamento'],
          ['application/pdf', 'Segue o orçamento'],
        ]),
      WAIT,
    );
  });

  it('reads the type of an application/octet-stream file from its content, then applies the allow-list', async () => {
    const t = await apiTenant();
    const post = () => api().post('/api/messages/send').set(authorization(t.token)).field('number', '5511922221111');
    const res = await post().attach('medias', PNG_BYTES, { filename: 'foto', contentType: 'application/octet-stream' });
    expect(res.status).toBe(200);
    const [message] = await t.messagesOf(res.body.ticketId);
    expect(message).toMatchObject({ mediaType: 'image', mimetype: 'image/png', body: '' });
    expect(await readFile(storagePath(message.mediaPath ?? ''))).toEqual(PNG_BYTES);
    const unknown = await post().attach('medias', Buffer.from('just some text'), { filename: 'x.bin', contentType: 'application/octet-stream' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('medias');
    const script = await post().attach('medias', Buffer.from('#!/bin/sh\necho hi\n'), { filename: 'x.sh', contentType: 'application/octet-stream' });
    expect(script.status).toBe(400);
    const html = await post().attach('medias', Buffer.from('<html></html>'), { filename: 'x.html', contentType: 'text/html' });
    expect(html.status).toBe(400);
    const big = await post().attach('medias', Buffer.alloc(MAX_MEDIA_BYTES + 1), {
      filename: 'big.bin',
      contentType: 'application/octet-stream; charset=binary',
    });
    expect(big.status).toBe(413);
  });

  it('answers 400 naming the field for a malformed number, a number not on WhatsApp, an odd key or nothing to send', async () => {
    const t = await apiTenant();
    for (const number of ['+55 (11) 98888-7777', '11988887777x', '123', '', 5511988887777]) {
      const res = await t.send({ number, body: 'oi' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('number');
    }
    const missing = await t.send({ number: '5511988880000', body: 'oi' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'ERR_WAPP_INVALID_CONTACT', field: 'number' });
    expect((await t.send({ number: '5511988887777', body: 'oi', extra: 1 })).body.field).toBe('extra');
    expect((await t.send({ number: '5511988887777', body: '  ' })).body.field).toBe('body');
    expect((await t.send({ number: '5511988887777', body: ['oi'] })).body.field).toBe('body');
    expect((await t.send({ number: '5511988887777', body: 'x'.repeat(70_000) })).status).toBe(400);
    // Fields Whaticket-family integrations send are accepted and not read.
    expect((await t.send({ number: '5511988887777', body: 'oi', userId: 1, queueId: '2', sendSignature: true, quotedMsg: null })).status).toBe(200);
    expect(await Message.count({ where: { companyId: t.company.id, fromMe: true } })).toBe(1);
  });

  it('answers 409 ERR_WAPP_NOT_INITIALIZED while the connection is not connected', async () => {
    const t = await apiTenant();
    await t.connection.update({ status: 'DISCONNECTED' });
    const res = await t.send({ number: '5511988887777', body: 'oi' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_NOT_INITIALIZED', status: 'DISCONNECTED' });
  });

  it('answers a retried request with the same Idempotency-Key with the first answer, sending once', async () => {
    const t = await apiTenant();
    const key = { 'Idempotency-Key': `order-${t.company.id}-1` };
    const first = await t.send({ number: '5511911111234', body: 'Pedido 1' }, key);
    const again = await t.send({ number: '5511911111234', body: 'Pedido 1' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await t.send({ number: '5511911111234', body: 'Pedido 2' }, key);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'Idempotency-Key' });
    expect((await t.send({ number: '5511911111234', body: 'x' }, { 'Idempotency-Key': 'á' })).status).toBe(400);
    await vi.waitFor(async () => expect((await t.received()).map((m) => m.body)).toEqual(['Pedido 1']), WAIT);
    expect(await Message.count({ where: { companyId: t.company.id, fromMe: true } })).toBe(1);
    // A request that failed keeps nothing: the same key may be used once the caller fixes it.
    const failing = { 'Idempotency-Key': `order-${t.company.id}-2` };
    expect((await t.send({ number: '5511911110000', body: 'x' }, failing)).status).toBe(400);
    expect((await t.send({ number: '5511911115678', body: 'x' }, failing)).status).toBe(200);
  });
});

describe('GET /api/messages/:id', () => {
  it("answers the message's ack as a status, only for messages of the token's connection", async () => {
    const t = await apiTenant();
    const sent = await t.send({ number: '5511900001234', body: 'oi' });
    const res = await t.show(sent.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: sent.body.id,
      ticketId: sent.body.ticketId,
      contactId: sent.body.contactId,
      fromMe: true,
      body: 'oi',
      mediaType: 'chat',
      ack: expect.any(Number),
      status: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await Message.update({ ack: 3 }, { where: { id: sent.body.id, companyId: t.company.id } });
    expect((await t.show(sent.body.id)).body).toMatchObject({ ack: 3, status: 'read' });
    await Message.update({ ack: -1 }, { where: { id: sent.body.id, companyId: t.company.id } });
    expect((await t.show(sent.body.id)).body.status).toBe('failed');
    const other = await apiTenant();
    expect((await other.show(sent.body.id)).status).toBe(404);
    expect((await t.show('abc')).status).toBe(404);
    expect((await t.show(`${sent.body.id}?x=1`)).status).toBe(400);
  });
});
