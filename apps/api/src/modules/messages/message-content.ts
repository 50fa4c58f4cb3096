import type { EngineMessage } from '../../channels/whatsapp/types.js';
import { messagePreview, type MessageMediaType } from '@zapdesk/shared';
import type { Message } from '../../models/index.js';

// How a message's content is kept in its body column, and how a ticket's lastMessage summarises it.

/** The media kind of a mimetype, as a message stores it. */
export function mediaTypeOfMime(mimetype: string): Extract<MessageMediaType, 'image' | 'audio' | 'video' | 'application'> {
  const kind = mimetype.split('/')[0].toLowerCase();
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  return 'application';
}

/**
 * A location as text: the map link first (the conversation view renders it), then the place's name and
 * address when WhatsApp gave them, one per line.
 */
export function locationBody(location: NonNullable<EngineMessage['location']>): string {
  const link = `https://maps.google.com/maps?q=${location.latitude}%2C${location.longitude}&z=17`;
  return [link, location.name, location.address].filter(Boolean).join('\n');
}

/** The body a received message is stored with: the vCard itself, a location's link and name, or the text. */
export function inboundBody(message: EngineMessage): string {
  if (message.mediaType === 'locationMessage' && message.location) return locationBody(message.location);
  if (message.mediaType === 'vcard') return message.vcard || message.body;
  return message.body;
}

/**
 * The line the ticket list shows for a message (a vCard shows its contact's name, media its file name): text
 * without WhatsApp's markup, and without the attendant's sign-off on our messages (packages/shared messagePreview,
 * which the web's kanban cards use too).
 */
export function summaryOf(message: Pick<Message, 'body' | 'mediaType' | 'filename' | 'fromMe'>): string {
  if (message.mediaType === 'vcard') {
    const name = /^FN[^:]*:(.*)$/m.exec(message.body)?.[1]?.trim();
    return name || message.body;
  }
  if (message.mediaType === 'locationMessage') return message.body.split('\n')[1] ?? message.body;
  return messagePreview(message.body, { signed: message.fromMe }) || message.filename || '';
}
