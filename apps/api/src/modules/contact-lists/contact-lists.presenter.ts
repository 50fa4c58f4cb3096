import type { ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import type { ContactList, ContactListItem } from '../../models/index.js';

/** A contact list loaded with its `contactsCount` attribute (contact-lists.queries.ts). */
export function presentContactList(record: ContactList): ContactListDTO {
  return {
    id: record.id,
    name: record.name,
    contactsCount: Number(record.get('contactsCount') ?? 0),
    companyId: record.companyId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function presentContactListItem(record: ContactListItem): ContactListItemDTO {
  return {
    id: record.id,
    name: record.name,
    number: record.number,
    email: record.email,
    companyId: record.companyId,
    contactListId: record.contactListId,
    isWhatsappValid: record.isWhatsappValid,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
