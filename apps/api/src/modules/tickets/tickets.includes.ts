import { Contact, Queue, Tag, User, Whatsapp } from '../../models/index.js';

/** What a ticket DTO needs loaded (list, show, events). */
export const ticketIncludes = [
  { model: Contact, attributes: ['id', 'name', 'number', 'email', 'profilePicUrl', 'isGroup'] },
  { model: User, attributes: ['id', 'name'] },
  { model: Queue, attributes: ['id', 'name', 'color'] },
  { model: Whatsapp, attributes: ['id', 'name'] },
  { model: Tag, attributes: ['id', 'name', 'color'], through: { attributes: [] } },
];
