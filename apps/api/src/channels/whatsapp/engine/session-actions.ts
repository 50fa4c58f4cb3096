import { toNumber, type WAMessage, type WAMessageKey, type WASocket } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { ErrorCode } from '@zapdesk/shared';
import { AppError } from '../../../core/errors.js';
import { now } from '../../../core/clock.js';
import type { EngineEvent, OutgoingMessage, SentMessage, WhatsappSession } from '../types.js';
import { statusCodeOf } from './boom.js';
import type { InboundRouter } from './inbound-events.js';
import { findSent, prepareOutgoing, quoteStub, recordSent } from './outgoing.js';

// What the help desk asks of a connected session: send, edit, delete, read, look up.

type ActionSocket = Pick<WASocket, 'sendMessage' | 'readMessages' | 'onWhatsApp' | 'profilePictureUrl' | 'rejectCall'>;

export interface ActionDeps {
  whatsappId: number;
  emit: (event: EngineEvent) => Promise<void>;
  router: Pick<InboundRouter, 'recentMessage'>;
  /** The socket while the connection is open, else undefined. */
  socket: () => ActionSocket | undefined;
  meId: () => string | undefined;
  log: Pick<Logger, 'error'>;
}

type Actions = Pick<WhatsappSession, 'send' | 'edit' | 'react' | 'deleteForEveryone' | 'markRead' | 'checkNumber' | 'profilePicture' | 'rejectCall'>;

/** Boom 428 "Connection Closed" means the socket dropped mid-call: a "not ready" answer, not a 500. */
function failure(error: unknown, code: ErrorCode): AppError {
  if (error instanceof AppError) return error;
  if (statusCodeOf(error) === 428) return new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'The WhatsApp connection is reconnecting');
  return new AppError(code, 502, error instanceof Error ? error.message : String(error));
}

export function createSessionActions(deps: ActionDeps): Actions {
  const open = (): ActionSocket => {
    const socket = deps.socket();
    if (!socket) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'The WhatsApp connection is not open');
    return socket;
  };

  /** Our own message from the store, a recent customer message, or a stand-in that still links by id. */
  const quotable = async (chatId: string, messageId: string) =>
    (await findSent(deps.whatsappId, messageId)) ?? deps.router.recentMessage(chatId, messageId) ?? quoteStub(chatId, messageId, false);

  const participantOf = (chatId: string, messageId: string) => deps.router.recentMessage(chatId, messageId)?.key.participant ?? undefined;

  return {
    async send(message: OutgoingMessage): Promise<SentMessage> {
      const socket = open();
      const quoted = message.quotedId ? await quotable(message.to, message.quotedId) : undefined;
      const prepared = await prepareOutgoing(message, { meId: deps.meId(), quoted });
      let sent: WAMessage | undefined;
      try {
        sent = await socket.sendMessage(message.to, prepared.content, prepared.options);
      } catch (error) {
        throw failure(error, 'ERR_SENDING_WAPP_MSG');
      } finally {
        await prepared.cleanup();
      }
      // The message is out: bookkeeping failures are logged, never reported as a failed send.
      const id = sent?.key.id ?? prepared.options.messageId;
      if (sent) await recordSent(deps.whatsappId, sent).catch((error: unknown) => deps.log.error({ err: error, id }, 'storing a sent message failed'));
      // rc14 reports no server ack for our sends: a resolved send is the "sent" tick.
      await deps
        .emit({ type: 'ack', chatId: message.to, messageId: id, ack: 1 })
        .catch((error: unknown) => deps.log.error({ err: error, id }, 'sent ack failed'));
      return { id, timestamp: toNumber(sent?.messageTimestamp) || Math.floor(now().getTime() / 1000) };
    },

    async edit(chatId, messageId, body) {
      const socket = open();
      const sent = await socket.sendMessage(chatId, { text: body, edit: { remoteJid: chatId, fromMe: true, id: messageId } }).catch((error: unknown) => {
        throw failure(error, 'ERR_SENDING_WAPP_MSG');
      });
      // Kept so a device asking for a retry of the edit gets it re-encrypted.
      if (sent) await recordSent(deps.whatsappId, sent).catch((error: unknown) => deps.log.error({ err: error }, 'storing an edit failed'));
    },

    async react(chatId, messageId, emoji, fromMe) {
      const socket = open();
      // A reaction to a member's group message names its author, as a delete does.
      const key: WAMessageKey = { remoteJid: chatId, fromMe, id: messageId };
      if (!fromMe) key.participant = participantOf(chatId, messageId);
      try {
        await socket.sendMessage(chatId, { react: { text: emoji, key } });
      } catch (error) {
        throw failure(error, 'ERR_SENDING_WAPP_MSG');
      }
    },

    async deleteForEveryone(chatId, messageId, fromMe) {
      const socket = open();
      // Deleting a member's group message (as admin) names its author.
      const key: WAMessageKey = { remoteJid: chatId, fromMe, id: messageId };
      if (!fromMe) key.participant = participantOf(chatId, messageId);
      try {
        await socket.sendMessage(chatId, { delete: key });
      } catch (error) {
        throw failure(error, 'ERR_DELETE_WAPP_MSG');
      }
    },

    async markRead(chatId, messageIds) {
      if (messageIds.length === 0) return;
      const socket = open();
      // Group read receipts need each message's author.
      const keys: WAMessageKey[] = messageIds.map((id) => ({ remoteJid: chatId, id, fromMe: false, participant: participantOf(chatId, id) }));
      await socket.readMessages(keys).catch((error: unknown) => {
        throw failure(error, 'ERR_WAPP_NOT_INITIALIZED');
      });
    },

    async checkNumber(phone) {
      const socket = open();
      const digits = phone.replace(/\D/g, '');
      if (!digits) return { exists: false };
      try {
        // onWhatsApp lists only the numbers that exist: an unknown number is simply missing.
        const [result] = (await socket.onWhatsApp(digits)) ?? [];
        return result?.exists ? { exists: true, jid: result.jid } : { exists: false };
      } catch (error) {
        throw failure(error, 'ERR_WAPP_CHECK_CONTACT');
      }
    },

    async profilePicture(jid) {
      const socket = open();
      try {
        return (await socket.profilePictureUrl(jid, 'image')) ?? null;
      } catch {
        // Baileys throws when there is no picture or privacy hides it.
        return null;
      }
    },

    async rejectCall(callId, from) {
      const socket = open();
      await socket.rejectCall(callId, from).catch((error: unknown) => {
        throw failure(error, 'ERR_WAPP_NOT_INITIALIZED');
      });
    },
  };
}
