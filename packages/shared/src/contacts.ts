import type { ContactRefDTO } from './dto.js';

/** One extra field of a contact (the drawer's "extra info"). */
export interface ContactCustomFieldDTO {
  id: number;
  name: string;
  value: string;
}

/** A contact as GET /contacts/{id} and the contacts list answer it (spec §3 Contact). */
export interface ContactDTO extends ContactRefDTO {
  uuid: string;
  lid: string | null;
  companyId: number;
  whatsappId: number | null;
  whatsapp: { id: number; name: string } | null;
  extraInfo: ContactCustomFieldDTO[];
  createdAt: string;
  updatedAt: string;
}

/** GET /contacts → one page of 20, ordered by name (spec §7). */
export interface ContactsPage {
  contacts: ContactDTO[];
  hasMore: boolean;
  count: number;
}

/** POST /contacts and PUT /contacts/{id}: extraInfo replaces the whole list (rows without id are new). */
export interface ContactInput {
  name: string;
  number: string;
  email?: string;
  extraInfo?: { id?: number; name: string; value: string }[];
}

/** POST /contacts/import: contacts created from the default connection's synced address book, and known ones completed. */
export interface ContactImportResult {
  created: number;
  updated: number;
}
