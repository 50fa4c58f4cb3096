import { externalMessageStatus, type ExternalSendAnswer } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { saveCompanyFile } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Ticket, type Whatsapp } from '../../models/index.js';
import { jidUser } from '../contacts/contact-jid.js';
import { loadContactDto, publishContact } from '../contacts/contacts.queries.js';
import { resolveContact } from '../contacts/resolve-contact.js';
import { findOrCreateOutreachTicket } from '../messages/find-or-create-outreach-ticket.js';
import { mediaTypeOfMime } from '../messages/message-content.js';
import { publishMessages } from '../messages/message-events.js';
import { messageVariableSettings, renderMessageVariables } from '../messages/message-variables.js';
import { enqueueOutgoing, type OutgoingItem } from '../messages/outbox.js';
import { safeFilename, type UploadedMedia } from '../messages/send-message.js';
import { updateTicket } from '../tickets/update-ticket.js';
import type { SendExternalMessageInput } from './external-api.schemas.js';

// POST /api/messages/send (§7 External message API): a message the company's own system sends to a
// customer, through the same path as an attendant's (the outbox), recorded in the contact's ticket on the
// token's connection. The answer comes once the message is queued; its fate is its ack (GET /api/messages/{id}).

export type ExternalSendInput = SendExternalMessageInput & { medias: UploadedMedia[] };

const invalidNumber = (message: string) => new AppError('ERR_WAPP_INVALID_CONTACT', 400, `number: ${message}`, { field: 'number' });

/** The session must be up: a send queued on a disconnected connection would only fail later, out of the caller's sight. */
function assertConnected(connection: Whatsapp): void {
  if (connection.status !== 'CONNECTED') {
    throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409, `The connection is not connected (status ${connection.status}): reconnect it in Conexões`, {
      status: connection.status,
    });
  }
}

/** The customer's WhatsApp number as WhatsApp knows it (it may differ from the one given, e.g. Brazil's ninth digit). */
async function whatsappNumberOf(ctx: ServiceContext, connection: Whatsapp, number: string): Promise<string> {
  const found = await whatsappGateway().checkNumber(ctx.companyId, connection.id, number);
  if (!found.exists) throw invalidNumber('this number is not on WhatsApp');
  return found.jid ? jidUser(found.jid) : number;
}

/**
 * Each file is one message with the body as its caption, as the Whaticket family did and its integrations
 * expect; audio cannot carry a caption, so with only audio files the body goes first as its own text.
 */
async function itemsOf(ctx: ServiceContext, body: string, medias: UploadedMedia[]): Promise<OutgoingItem[]> {
  if (medias.length === 0) return [{ body }];
  const items: OutgoingItem[] = [];
  for (const media of medias) {
    const path = await saveCompanyFile(ctx.companyId, 'media', media.buffer, media.mimetype);
    const captioned = mediaTypeOfMime(media.mimetype) !== 'audio';
    items.push({ body: captioned ? body : '', media: { path, mimetype: media.mimetype, filename: safeFilename(media.originalname, media.mimetype) } });
  }
  if (body && !items.some((item) => item.body)) items.unshift({ body });
  return items;
}

/**
 * Sends text or files to a number from the token's connection: the number must be on WhatsApp (400 naming
 * `number`), the contact is found or created, the ticket is the contact's on this connection whatever its
 * status or a new closed one (no attendant list changes; a reply reopens it), variables are filled from the
 * contact. With `closeTicket` an open or pending ticket is resolved after the messages, as an attendant would.
 */
export async function sendExternalMessage(ctx: ServiceContext, connection: Whatsapp, input: ExternalSendInput): Promise<ExternalSendAnswer> {
  assertConnected(connection);
  if (!input.body.trim() && input.medias.length === 0) {
    throw new AppError('ERR_VALIDATION', 400, 'body: a message needs a body or a file', { field: 'body' });
  }
  const phone = await whatsappNumberOf(ctx, connection, input.number);
  const settings = await messageVariableSettings(ctx);
  const template = input.body.trim() ? input.body : '';
  const sent = await inTransaction(ctx, async (tx) => {
    const resolved = await resolveContact(tx, connection.id, { phone });
    if (!resolved) throw invalidNumber('no WhatsApp identity');
    const { contact } = resolved;
    if (resolved.created) publishContact(tx, 'create', await loadContactDto(tx, contact.id));
    const key = { contactId: contact.id, whatsappId: connection.id, isGroup: false };
    const existed = await Ticket.count({ where: { companyId: ctx.companyId, contactId: contact.id, whatsappId: connection.id }, transaction: tx.transaction });
    const ticket = await findOrCreateOutreachTicket(tx, key);
    const body = renderMessageVariables(template, { contactName: contact.name, ticketId: ticket.id, at: now(), ...settings });
    const messages = await enqueueOutgoing(tx, ticket, await itemsOf(tx, body, input.medias));
    // A ticket created here is announced as created (webhooks' ticket.created).
    await publishMessages(
      tx,
      ticket.id,
      messages.map((m) => m.id),
      { action: 'create', ticketChanged: true, before: existed ? undefined : null },
    );
    return { ticket, contact, messages };
  });
  if (input.closeTicket) await closeAfterSending(ctx, sent.ticket);
  return {
    mensagem: 'Mensagem enviada',
    id: sent.messages[0].id,
    messageIds: sent.messages.map((m) => m.id),
    ticketId: sent.ticket.id,
    contactId: sent.contact.id,
    status: externalMessageStatus(sent.messages[0].ack),
  };
}

/** Resolves the ticket like an attendant (its closing or rating message goes after ours); a closed one stays as it is. */
async function closeAfterSending(ctx: ServiceContext, ticket: Ticket): Promise<void> {
  const current = await Ticket.findOne({ where: { id: ticket.id, companyId: ctx.companyId }, attributes: ['id', 'status'] });
  if (current && current.status !== 'closed') await updateTicket(ctx, ticket.id, { status: 'closed' });
}
