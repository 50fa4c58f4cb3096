import { Contact, Message } from '../../models/index.js';

/** What a message DTO needs loaded. */
export const messageIncludes = [
  { model: Message, as: 'quotedMsg', attributes: ['id', 'body', 'fromMe', 'mediaType', 'isDeleted'] },
  { model: Contact, attributes: ['id', 'name'] },
];
