import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import type { MessageMediaType } from '@zapdesk/shared';
import { Message } from '../../models/index.js';

/** The columns of a new message; the connection and company come from the call. */
export interface NewMessage {
  wid: string;
  ticketId: number;
  contactId: number | null;
  body: string;
  fromMe: boolean;
  mediaType: MessageMediaType;
  mediaPath?: string | null;
  mimetype?: string | null;
  filename?: string | null;
  quotedMsgId?: number | null;
  ack: number;
  read: boolean;
  isAutomatic?: boolean;
  participant?: string | null;
  createdAt?: Date;
}

/**
 * Inserts a message unless its (connection, WhatsApp id) is stored already: INSERT … ON CONFLICT DO
 * NOTHING, so a re-delivery, an echo of our own send or a second worker racing on the same message
 * answers null and changes nothing.
 */
export async function insertMessage(ctx: ServiceContext, whatsappId: number, row: NewMessage): Promise<Message | null> {
  const at = row.createdAt ?? now();
  const [message] = await Message.bulkCreate([{ ...row, whatsappId, companyId: ctx.companyId, createdAt: at, updatedAt: now() }], {
    ignoreDuplicates: true,
    returning: true,
    transaction: ctx.transaction,
  });
  return message?.id ? message : null;
}

/** Whether a WhatsApp id is stored on the connection already. */
export async function isStored(ctx: ServiceContext, whatsappId: number, wid: string): Promise<boolean> {
  return (await Message.count({ where: { companyId: ctx.companyId, whatsappId, wid }, transaction: ctx.transaction })) > 0;
}

/** The local id of a stored WhatsApp message (to link a quote), or null. */
export async function messageIdOf(ctx: ServiceContext, whatsappId: number, wid: string | undefined): Promise<number | null> {
  if (!wid) return null;
  const row = await Message.findOne({ where: { companyId: ctx.companyId, whatsappId, wid }, attributes: ['id'], transaction: ctx.transaction });
  return row?.id ?? null;
}

/**
 * A WhatsApp message id for a message we are about to send, stored with the row before the send so an
 * early ack or the echo of the send always finds it. Same shape as WhatsApp Web's ids (3EB0 + hex).
 */
export const newOutgoingId = () => `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;
