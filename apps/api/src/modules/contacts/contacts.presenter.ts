import type { ContactRefDTO } from '@zapdesk/shared';
import type { Contact } from '../../models/index.js';

/** The contact block carried by tickets and messages. */
export function presentContactRef(contact: Contact): ContactRefDTO {
  return {
    id: contact.id,
    name: contact.name,
    number: contact.number,
    email: contact.email,
    profilePicUrl: contact.profilePicUrl,
    isGroup: contact.isGroup,
  };
}
