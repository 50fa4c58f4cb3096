import type { EngineMessage, StoredMedia } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { presentContactRef } from '../contacts/contacts.presenter.js';
import { refreshProfilePicture } from '../contacts/refresh-profile-picture.js';
import { resolveContact, resolveGroupContact, type ResolvedContact } from '../contacts/resolve-contact.js';
import { answerCustomerMessage } from '../bot/answer-customer-message.js';
import { readSetting } from '../settings/company-settings.js';
import { ticketState } from '../tickets/ticket-audience.js';
import { findOrCreateTicket } from './find-or-reopen-ticket.js';
import { inboundBody, mediaTypeOfMime, summaryOf } from './message-content.js';
import { publishMessages } from './message-events.js';
import { insertMessage, isStored, messageIdOf } from './store-message.js';

/** What the pipeline did with one engine event. */
export interface ReceiveResult {
  outcome: 'created' | 'updated' | 'duplicate' | 'ignored';
  messageId?: number;
  ticketId?: number;
  /** Work left running after the commit (profile pictures): the queue does not wait for it. */
  background: Promise<void>;
}

/** A result with nothing left running. */
export const settled = (outcome: ReceiveResult['outcome'], ids: Pick<ReceiveResult, 'messageId' | 'ticketId'> = {}): ReceiveResult => ({
  outcome,
  ...ids,
  background: Promise.resolve(),
});

/** Only files the provider wrote under this company's folder are linked (a path is never trusted blindly). */
export function mediaColumns(ctx: ServiceContext, media: StoredMedia | undefined) {
  if (!media || !media.path.startsWith(`companies/${ctx.companyId}/`)) return {};
  return { mediaPath: media.path, mimetype: media.mimetype, filename: media.filename };
}

/** A group message's author as a JID (the column keeps who wrote even without a contact row). */
function participantOf(message: EngineMessage): string | null {
  if (!message.isGroup) return null;
  return message.sender.lid ?? (message.sender.phone ? `${message.sender.phone}@s.whatsapp.net` : null);
}

/** A message stored by the rules path, and the people it resolved (new ones get their profile picture). */
export interface Stored {
  messageId: number;
  ticketId: number;
  contacts: ResolvedContact[];
}

/**
 * One message through every rule (contact, ticket found or reopened, insert once per WhatsApp id, the bot's
 * answer) in the caller's transaction, events after the commit. The batched pipeline sends the messages the
 * rules could act on this way (receive-engine-events.ts), and groups.
 */
export async function storeInbound(tx: ServiceContext, whatsappId: number, message: EngineMessage): Promise<Stored | 'ignored' | 'duplicate'> {
  const chat = message.isGroup
    ? await resolveGroupContact(tx, whatsappId, message.chatId, message.groupName)
    : await resolveContact(tx, whatsappId, message.sender);
  if (!chat) return 'ignored';
  // In a group the ticket is the group's; each message names the member who wrote it.
  const author = message.isGroup && !message.fromMe ? await resolveContact(tx, whatsappId, message.sender) : chat;
  const { ticket, created } = await findOrCreateTicket(tx, { contactId: chat.contact.id, whatsappId, isGroup: message.isGroup });
  // Reopening moves the ticket away from its closer: they get the update too, and drop it (null: created now).
  const before = created ? null : ticketState(ticket);
  const row = await insertMessage(tx, whatsappId, {
    wid: message.id,
    ticketId: ticket.id,
    contactId: message.fromMe ? null : (author?.contact.id ?? null),
    body: inboundBody(message),
    fromMe: message.fromMe,
    mediaType: message.mediaType ?? (message.media ? mediaTypeOfMime(message.media.mimetype) : 'chat'),
    ...mediaColumns(tx, message.media),
    quotedMsgId: await messageIdOf(tx, whatsappId, message.quotedId),
    // A message typed on the phone has already reached WhatsApp's server; later acks raise it.
    ack: message.fromMe ? 1 : 0,
    read: message.fromMe,
    participant: participantOf(message),
    // The backlog of a reconnect is shown at the time it was written, not when it arrived.
    createdAt: message.backlog && message.timestamp > 0 ? new Date(message.timestamp * 1000) : undefined,
  });
  if (!row) return 'duplicate';
  ticket.lastMessage = summaryOf(row);
  ticket.lastMessageAt = row.createdAt;
  ticket.changed('updatedAt', true);
  // Only the customer moves the conversation (rating answer, new cycle, unread count, the bot's menus);
  // the phone's own messages are recorded. The bot's answers are committed to the outbox here, sent after the commit.
  const replies = message.fromMe ? [] : await answerCustomerMessage(tx, { ticket, contact: chat.contact, message: row });
  await ticket.save({ transaction: tx.transaction });
  const contacts = author && author !== chat ? [chat, author] : [chat];
  for (const { contact, changed } of contacts) {
    if (changed) publish(tx, { entity: 'contact', payload: { action: 'update', contact: presentContactRef(contact) } });
  }
  await publishMessages(tx, ticket.id, [row.id, ...replies.map((reply) => reply.id)], { action: 'create', ticketChanged: true, before });
  return { messageId: row.id, ticketId: ticket.id, contacts };
}

/**
 * Stores a message seen on a connection (a customer's, or one typed on the phone) in its ticket:
 * contact resolved, ticket found or reopened, message inserted once per WhatsApp id, all in one
 * transaction with the ticket locked; events after the commit. A re-delivery changes nothing.
 */
export async function receiveMessage(ctx: ServiceContext, whatsappId: number, message: EngineMessage): Promise<ReceiveResult> {
  if (message.isGroup && (await readSetting(ctx, 'CheckMsgIsGroup')) === 'enabled') return settled('ignored');
  // The cheap common case of a re-delivery (or the echo of our own send) stops before any write.
  if (await isStored(ctx, whatsappId, message.id)) return settled('duplicate');
  const stored = await inTransaction(ctx, (tx) => storeInbound(tx, whatsappId, message));
  if (typeof stored === 'string') return settled(stored);
  const pictures = stored.contacts
    .filter(({ created, contact }) => created && !contact.profilePicUrl)
    .map(({ contact }) => refreshProfilePicture(ctx, whatsappId, contact.id));
  return { outcome: 'created', messageId: stored.messageId, ticketId: stored.ticketId, background: Promise.all(pictures).then(() => undefined) };
}
