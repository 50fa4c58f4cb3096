import { readFile } from 'node:fs/promises';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { saveCompanyFile, storagePath } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, Schedule, Ticket, Whatsapp } from '../../models/index.js';
import { awaitSent, type OutgoingItem } from '../messages/deliver-messages.js';
import { publishMessages } from '../messages/message-events.js';
import { enqueueOutgoing } from '../messages/outbox.js';
import { findOrCreateOutreachTicket } from '../messages/find-or-create-outreach-ticket.js';
import { messageVariableSettings, renderMessageVariables } from '../messages/message-variables.js';

/**
 * The connection a schedule goes out on: the one of the ticket it was scheduled from while that ticket
 * exists, else the company's default (404 ERR_NO_DEF_WAPP_FOUND when there is none).
 */
async function connectionFor(ctx: ServiceContext, schedule: Schedule): Promise<number> {
  if (schedule.ticketId) {
    const ticket = await Ticket.findOne({ where: { id: schedule.ticketId, companyId: ctx.companyId }, attributes: ['whatsappId'] });
    if (ticket) return ticket.whatsappId;
  }
  const fallback = await Whatsapp.findOne({ where: { companyId: ctx.companyId, isDefault: true }, order: [['id', 'ASC']], attributes: ['id'] });
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 404, 'No default connection found');
  return fallback.id;
}

/** The message keeps its own copy of the picture: deleting or re-attaching the schedule's file later leaves it intact. */
async function mediaOf(ctx: ServiceContext, schedule: Schedule): Promise<OutgoingItem['media']> {
  if (!schedule.mediaPath || !schedule.mimetype) return undefined;
  const bytes = await readFile(storagePath(schedule.mediaPath));
  const copy = await saveCompanyFile(ctx.companyId, 'media', bytes, schedule.mimetype);
  return { path: copy, mimetype: schedule.mimetype, filename: schedule.mediaName ?? 'image' };
}

/**
 * Sends a claimed schedule: its text with the message variables filled (and its picture, the text as
 * caption) is recorded in the contact's ticket on the connection (an outreach ticket: no attendant list
 * changes) and committed to the outbox like an attendant's message; the schedule keeps the message's id, so a
 * send a crash cut short is settled by that message's fate (rearm-schedules.ts). Answers the ticket; throws
 * when WhatsApp did not take it.
 */
export async function deliverSchedule(ctx: ServiceContext, schedule: Schedule): Promise<number> {
  const contact = await Contact.findOne({ where: { id: schedule.contactId, companyId: ctx.companyId } });
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404, 'The contact no longer exists');
  const whatsappId = await connectionFor(ctx, schedule);
  const settings = await messageVariableSettings(ctx);
  const media = await mediaOf(ctx, schedule);
  const { ticketId, stored } = await inTransaction(ctx, async (tx, transaction) => {
    const ticket = await findOrCreateOutreachTicket(tx, { contactId: contact.id, whatsappId, isGroup: contact.isGroup });
    const body = renderMessageVariables(schedule.body, { contactName: contact.name, ticketId: ticket.id, at: now(), ...settings });
    const messages = await enqueueOutgoing(tx, ticket, [{ body, media }]);
    await Schedule.update({ messageId: messages[0].id }, { where: { id: schedule.id, companyId: ctx.companyId }, transaction });
    await publishMessages(
      tx,
      ticket.id,
      messages.map((m) => m.id),
      { action: 'create', ticketChanged: true },
    );
    return { ticketId: ticket.id, stored: messages };
  });
  await awaitSent(ctx, stored);
  return ticketId;
}
