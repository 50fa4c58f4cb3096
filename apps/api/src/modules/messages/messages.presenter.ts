import type { MessageDTO, MessageReactionDTO } from '@zapdesk/shared';
import type { Message } from '../../models/index.js';
import type { StoredReaction } from '../../models/Message.js';

/** The authorised path that serves a message's media (never a public file URL). */
export const mediaUrlOf = (message: Pick<Message, 'id' | 'mediaPath'>) => (message.mediaPath ? `/messages/media/${message.id}` : null);

/** The fields a message DTO is built from: a Message row (with messageIncludes), or a plain row of the same shape. */
export type PresentableMessage = Pick<
  Message,
  | 'id'
  | 'wid'
  | 'ticketId'
  | 'body'
  | 'fromMe'
  | 'mediaType'
  | 'mediaPath'
  | 'mimetype'
  | 'filename'
  | 'ack'
  | 'read'
  | 'isDeleted'
  | 'isEdited'
  | 'isAutomatic'
  | 'reactions'
  | 'createdAt'
  | 'updatedAt'
> & {
  quotedMsg?: Pick<Message, 'id' | 'body' | 'fromMe' | 'mediaType' | 'isDeleted'> | null;
  contact?: { id: number; name: string } | null;
};

/** Reactions as clients see them: who reacted is ours or a customer's (a deleted message keeps none). */
export function presentReactions(reactions: StoredReaction[], isDeleted: boolean): MessageReactionDTO[] {
  return isDeleted ? [] : reactions.map(({ emoji, fromMe }) => ({ emoji, fromMe }));
}

/** Message → DTO; quotedMsg and contact appear when loaded with messageIncludes. */
export function presentMessage(message: PresentableMessage): MessageDTO {
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
    reaction: message.isDeleted ? null : (message.reactions.find((r) => !r.fromMe)?.emoji ?? null),
    reactions: presentReactions(message.reactions, message.isDeleted),
    quotedMsg: quoted ? { id: quoted.id, body: quoted.isDeleted ? '' : quoted.body, fromMe: quoted.fromMe, mediaType: quoted.mediaType } : null,
    contact: message.contact ? { id: message.contact.id, name: message.contact.name } : null,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
