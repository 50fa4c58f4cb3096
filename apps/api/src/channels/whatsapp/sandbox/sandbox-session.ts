import { randomBytes } from 'node:crypto';
import { Op, QueryTypes } from 'sequelize';
import type { ConnectionStatus } from '@zapdesk/shared';
import { AppError } from '../../../core/errors.js';
import { now } from '../../../core/clock.js';
import { saveCompanyFile } from '../../../core/storage.js';
import { db } from '../../../db/sequelize.js';
import { SandboxMessage, WhatsappAuthKey } from '../../../models/index.js';
import type { SandboxAction } from '../../../core/whatsapp-gateway.js';
import type { SimulatedSession } from '../session-factory.js';
import type { Ack, EngineMessage, OutgoingMessage, SessionDeps, StoredMedia } from '../types.js';
import { defaultSandboxNumber, existsOnWhatsapp, groupJid, jidDigits, profilePictureOf, userJid } from './sandbox-phone.js';

// The sandbox provider: the same contract as the Baileys engine, with a simulated phone and
// simulated customers. Its pairing lives in whatsapp_auth_keys (category 'sandbox') like real
// creds, so a restart of the whatsapp process resumes it without a new QR.

interface InboundBody {
  from: string;
  name?: string;
  body?: string;
  media?: { mimetype: string; filename: string; base64: string };
  quotedId?: string;
  id?: string;
  isGroup?: boolean;
  groupName?: string;
}

const newId = () => `SB${randomBytes(10).toString('hex').toUpperCase()}`;
const PAIRING = { category: 'sandbox', keyId: 'pairing' };

/** Maps a mimetype to the message's media type. */
function mediaTypeOf(mimetype: string): EngineMessage['mediaType'] {
  const kind = mimetype.split('/')[0];
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  return 'application';
}

export function createSandboxSession(deps: SessionDeps): SimulatedSession {
  let status: ConnectionStatus = 'DISCONNECTED';
  let number: string | undefined;

  const setStatus = async (next: ConnectionStatus, extra: { qrcode?: string; pairingCode?: string; reason?: string } = {}) => {
    status = next;
    await deps.emit({ type: 'status', status: next, number, qrcode: extra.qrcode ?? '', ...extra });
  };
  const storedPairing = async () => {
    const row = await WhatsappAuthKey.findOne({ where: { whatsappId: deps.whatsappId, ...PAIRING } });
    return row ? (JSON.parse(row.value) as { number: string }) : null;
  };
  const wipe = () => WhatsappAuthKey.destroy({ where: { whatsappId: deps.whatsappId } });
  const assertConnected = () => {
    if (status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'The sandbox phone is not connected');
  };
  const findMessage = async (id: string, direction?: 'in' | 'out') => {
    const message = await SandboxMessage.findOne({
      where: { companyId: deps.companyId, whatsappId: deps.whatsappId, id, ...(direction && { direction }) },
    });
    if (!message) throw new AppError('ERR_NOT_FOUND', 404, 'No such sandbox message');
    return message;
  };

  /** What the customer's phone received about one of the chat's messages: an edit, a reaction or a revoke (its outbox shows them). */
  const recordChange = (target: Pick<SandboxMessage, 'chatId' | 'id'>, kind: 'edit' | 'reaction' | 'revoke', body: string) =>
    SandboxMessage.create({
      id: newId(),
      whatsappId: deps.whatsappId,
      companyId: deps.companyId,
      direction: 'out',
      chatId: target.chatId,
      body,
      ack: 1,
      kind,
      targetId: target.id,
    });

  async function scan(body: { number?: string }) {
    if (status === 'CONNECTED') return { status };
    if (status !== 'qrcode' && status !== 'PAIRING') {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'There is no QR code to scan: request a new one');
    }
    number = body.number?.replace(/\D/g, '') || defaultSandboxNumber(deps.whatsappId);
    await WhatsappAuthKey.upsert({ whatsappId: deps.whatsappId, ...PAIRING, value: JSON.stringify({ number }), updatedAt: now() });
    await setStatus('CONNECTED');
    return { status };
  }

  async function inbound(body: InboundBody) {
    assertConnected();
    const id = body.id ?? newId();
    const existing = await SandboxMessage.findOne({ where: { companyId: deps.companyId, whatsappId: deps.whatsappId, id } });
    if (existing) return { id };
    const chatId = body.isGroup ? groupJid(body.groupName ?? 'Grupo') : userJid(body.from);
    let media: StoredMedia | undefined;
    if (body.media) {
      const data = Buffer.from(body.media.base64, 'base64');
      const path = await saveCompanyFile(deps.companyId, 'media', data, body.media.mimetype);
      media = { path, mimetype: body.media.mimetype, filename: body.media.filename, size: data.length };
    }
    await SandboxMessage.create({
      id,
      whatsappId: deps.whatsappId,
      companyId: deps.companyId,
      direction: 'in',
      chatId,
      body: body.body ?? '',
      media: media ?? null,
      quotedId: body.quotedId ?? null,
      ack: 0,
    });
    await deps.emit({
      type: 'message',
      message: {
        id,
        chatId,
        fromMe: false,
        isGroup: Boolean(body.isGroup),
        groupName: body.groupName,
        sender: { phone: body.from.replace(/\D/g, ''), pushName: body.name },
        timestamp: Math.floor(now().getTime() / 1000),
        body: body.body ?? '',
        media,
        mediaType: media && mediaTypeOf(media.mimetype),
        quotedId: body.quotedId,
      },
    });
    return { id };
  }

  /**
   * Many customers writing at once (a load test, a busy phone): stored with one statement and reported
   * together, answering their ids in the order given. A repeated id is received once.
   */
  async function inboundMany(list: InboundBody[]) {
    assertConnected();
    const messages = list.map((body) => ({ ...body, id: body.id ?? newId() }));
    const ids = messages.map((m) => m.id);
    const at = now();
    // One statement; an id the phone already has (a repeat) is not inserted, and so not reported again.
    const inserted = await db().query<{ id: string }>(
      `INSERT INTO sandbox_messages (id, "whatsappId", "companyId", direction, "chatId", body, ack, "createdAt")
       SELECT r.id, :whatsappId, :companyId, 'in', r."chatId", r.body, 0, CAST(:at AS timestamptz)
         FROM json_to_recordset(:rows) AS r(id text, "chatId" text, body text)
       ON CONFLICT DO NOTHING RETURNING id`,
      {
        replacements: {
          whatsappId: deps.whatsappId,
          companyId: deps.companyId,
          at,
          rows: JSON.stringify(messages.map((m) => ({ id: m.id, chatId: userJid(m.from), body: m.body ?? '' }))),
        },
        type: QueryTypes.SELECT,
      },
    );
    const created = new Set(inserted.map((row) => row.id));
    const fresh = messages.filter((m) => created.delete(m.id));
    const timestamp = Math.floor(at.getTime() / 1000);
    await Promise.all(
      fresh.map((m) =>
        deps.emit({
          type: 'message',
          message: {
            id: m.id,
            chatId: userJid(m.from),
            fromMe: false,
            isGroup: false,
            sender: { phone: m.from.replace(/\D/g, ''), pushName: m.name },
            timestamp,
            body: m.body ?? '',
          },
        }),
      ),
    );
    return { ids };
  }

  /** The customers' phones acknowledging many of our messages at once (acks only rise). */
  async function ackMany(list: { id: string; ack: number }[]) {
    const rows = await SandboxMessage.findAll({
      where: { companyId: deps.companyId, whatsappId: deps.whatsappId, direction: 'out', id: { [Op.in]: list.map((a) => a.id) } },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = list.find((a) => !byId.has(a.id));
    if (missing) throw new AppError('ERR_NOT_FOUND', 404, `No such sandbox message: ${missing.id}`);
    const acked = list.map(({ id, ack }) => {
      const row = byId.get(id)!;
      row.ack = Math.max(row.ack, ack);
      return { id, ack: row.ack as Ack, chatId: row.chatId };
    });
    const finals = [...new Map(acked.map((a) => [a.id, a])).values()];
    await db().query(
      `UPDATE sandbox_messages s SET ack = r.ack FROM json_to_recordset(:acks) AS r(id text, ack int)
        WHERE s."companyId" = :companyId AND s."whatsappId" = :whatsappId AND s.id = r.id`,
      { replacements: { acks: JSON.stringify(finals.map(({ id, ack }) => ({ id, ack }))), companyId: deps.companyId, whatsappId: deps.whatsappId } },
    );
    await Promise.all(acked.map(({ id, ack, chatId }) => deps.emit({ type: 'ack', chatId, messageId: id, ack })));
    return acked.map(({ id, ack }) => ({ id, ack }));
  }

  async function simulate(action: SandboxAction, raw: unknown): Promise<unknown> {
    const body = (raw ?? {}) as Record<string, unknown>;
    if (action === 'ack' && Array.isArray(body.acks)) return ackMany(body.acks as { id: string; ack: number }[]);
    switch (action) {
      case 'scan':
        return scan(body as { number?: string });
      case 'inbound':
        if (Array.isArray(body.messages)) return inboundMany(body.messages as InboundBody[]);
        return inbound(body as unknown as InboundBody);
      case 'ack': {
        const message = await findMessage(String(body.id), 'out');
        const ack = Math.max(message.ack, Number(body.ack)) as Ack;
        await message.update({ ack });
        await deps.emit({ type: 'ack', chatId: message.chatId, messageId: message.id, ack });
        return { id: message.id, ack };
      }
      case 'edit': {
        const message = await findMessage(String(body.id), 'in');
        await message.update({ body: String(body.body) });
        await deps.emit({ type: 'edit', chatId: message.chatId, messageId: message.id, body: String(body.body) });
        return { id: message.id };
      }
      case 'revoke': {
        const message = await findMessage(String(body.id), 'in');
        await message.update({ isDeleted: true });
        await deps.emit({ type: 'revoke', chatId: message.chatId, messageId: message.id });
        return { id: message.id };
      }
      case 'reaction': {
        const message = await findMessage(String(body.id));
        await deps.emit({
          type: 'reaction',
          chatId: message.chatId,
          messageId: message.id,
          emoji: String(body.emoji ?? ''),
          fromMe: false,
          sender: { phone: jidDigits(message.chatId) },
        });
        return { id: message.id };
      }
      case 'address-book': {
        assertConnected();
        const saved = body.contacts as { number: string; name: string }[];
        await deps.emit({ type: 'contacts', contacts: saved.map((c) => ({ phone: c.number, name: c.name })) });
        return { synced: saved.length };
      }
      case 'disconnect':
        if (body.reason === 'loggedOut') {
          await wipe();
          number = undefined;
          await setStatus('DISCONNECTED', { reason: 'loggedOut' });
        } else {
          // A dropped link: the engine reconnects by itself with the stored pairing.
          await setStatus('OPENING', { reason: 'connectionLost' });
          setTimeout(() => void setStatus('CONNECTED'), 300).unref();
        }
        return { status };
    }
  }

  return {
    simulate,
    async start() {
      const pairing = await storedPairing();
      await setStatus('OPENING');
      if (pairing) {
        number = pairing.number;
        await setStatus('CONNECTED');
      } else {
        await setStatus('qrcode', { qrcode: `zapdesk-sandbox:${deps.whatsappId}:${randomBytes(8).toString('hex')}` });
      }
    },
    async stop() {
      status = 'DISCONNECTED';
    },
    async logout() {
      await wipe();
      number = undefined;
      await setStatus('DISCONNECTED');
    },
    async requestPairingCode() {
      const code = randomBytes(4).toString('hex').toUpperCase();
      await setStatus('PAIRING', { pairingCode: code });
      return code;
    },
    async send(message: OutgoingMessage) {
      assertConnected();
      const id = message.id ?? newId();
      // A resend under the same id (the outbox after a crash) is the same message, as on WhatsApp: received once.
      // One statement (Sequelize's findOrCreate took six, creating and dropping a function each time, which made
      // this stand-in for WhatsApp's servers a large share of a campaign's Postgres time in bench/).
      const created = await db().query<{ id: string }>(
        `INSERT INTO sandbox_messages (id, "whatsappId", "companyId", direction, "chatId", body, media, "quotedId", ack, "createdAt")
         VALUES (:id, :whatsappId, :companyId, 'out', :chatId, :body, CAST(:media AS jsonb), :quotedId, 1, CAST(:at AS timestamptz))
         ON CONFLICT DO NOTHING RETURNING id`,
        {
          replacements: {
            id,
            whatsappId: deps.whatsappId,
            companyId: deps.companyId,
            chatId: message.to,
            body: message.body ?? message.contact?.name ?? message.location?.name ?? '',
            media: message.media ? JSON.stringify(message.media) : null,
            quotedId: message.quotedId ?? null,
            at: now(),
          },
          type: QueryTypes.SELECT,
        },
      );
      if (created.length === 0) return { id, timestamp: Math.floor(now().getTime() / 1000) };
      await deps.emit({ type: 'ack', chatId: message.to, messageId: id, ack: 1 });
      return { id, timestamp: Math.floor(now().getTime() / 1000) };
    },
    async edit(_chatId, messageId, body) {
      assertConnected();
      const target = await findMessage(messageId, 'out');
      await target.update({ body });
      await recordChange(target, 'edit', body);
    },
    async react(chatId, messageId, emoji) {
      assertConnected();
      // As on WhatsApp, a reaction names its message by id: the phone need not have seen it.
      await recordChange({ chatId, id: messageId }, 'reaction', emoji);
    },
    async deleteForEveryone(_chatId, messageId) {
      assertConnected();
      const target = await findMessage(messageId);
      await target.update({ isDeleted: true });
      await recordChange(target, 'revoke', '');
    },
    async markRead(chatId, messageIds) {
      await SandboxMessage.update(
        { ack: 3 },
        { where: { companyId: deps.companyId, whatsappId: deps.whatsappId, chatId, direction: 'in', id: { [Op.in]: messageIds } } },
      );
    },
    async checkNumber(phone) {
      return existsOnWhatsapp(phone) ? { exists: true, jid: userJid(phone) } : { exists: false };
    },
    async profilePicture(jid) {
      return profilePictureOf(jid);
    },
    async rejectCall() {
      assertConnected();
    },
  };
}
