import type { ContactDTO, ContactRefDTO } from '@zapdesk/shared';
import type { Contact, Whatsapp } from '../../models/index.js';

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

/**
 * A contact as the contacts screen and its dialogs read it. Extra info and the connection come from
 * the loaded associations (`contactIncludes`); a caller that already holds the connection may pass it.
 */
export function presentContact(contact: Contact, whatsapp: Pick<Whatsapp, 'id' | 'name'> | null | undefined = contact.whatsapp): ContactDTO {
  return {
    ...presentContactRef(contact),
    uuid: contact.uuid,
    lid: contact.lid,
    companyId: contact.companyId,
    whatsappId: contact.whatsappId,
    whatsapp: whatsapp ? { id: whatsapp.id, name: whatsapp.name } : null,
    extraInfo: (contact.extraInfo ?? []).map(({ id, name, value }) => ({ id, name, value })),
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}
