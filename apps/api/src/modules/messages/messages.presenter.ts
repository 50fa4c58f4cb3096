import type { MessageDTO } from '@zapdesk/shared';
import type { Message } from '../../models/index.js';

/** The authorised path that serves a message's media (never a public file URL). */
export const mediaUrlOf = (message: Pick<Message, 'id' | 'mediaPath'>) =>
  message.mediaPath ? `/messages/media/${message.id}` : null;

/** Message → DTO; quotedMsg and contact appear when loaded with messageIncludes. */
export function presentMessage(message: Message): MessageDTO {
  const quoted = message.quotedMsg;
  return {
    id: message.id,
    wid: message.wid,
    ticketId: message.ticketId,
    body: message.isDeleted ? '' : message.body,
    fromMe: message.fromMe,
    mediaType: message.mediaType,
    mediaUrl: message.isDeleted ? null : mediaUrlOf(message),
    mimetype: message.mimetype,
    filename: message.filename,
    ack: message.ack,
    read: message.read,
    isDeleted: message.isDeleted,
    isEdited: message.isEdited,
    isAutomatic: message.isAutomatic,
    reaction: message.reaction,
    quotedMsg: quoted ? { id: quoted.id, body: quoted.isDeleted ? '' : quoted.body, fromMe: quoted.fromMe, mediaType: quoted.mediaType } : null,
    contact: message.contact ? { id: message.contact.id, name: message.contact.name } : null,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
