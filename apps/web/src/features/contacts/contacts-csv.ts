import type { ContactRefDTO } from '@zapdesk/shared';

/** Spec §2: the export is 'contatos.csv', fields name, number, email separated by ';'. */
export const CONTACTS_CSV_FILENAME = 'contatos.csv';
const SEPARATOR = ';';
const LINE_BREAK = '\r\n';
// Excel opens a BOM-less CSV as the system's legacy code page, which garbles every accented name.
const UTF8_BOM = '\uFEFF';

/**
 * One CSV field. Fields with the separator, quotes or line breaks are quoted (quotes doubled, RFC 4180).
 * A name is whatever the customer typed on WhatsApp: one starting with =, +, -, @ (or a tab/CR) would run
 * as a formula in a spreadsheet, so it gets a leading apostrophe (OWASP's CSV injection advice).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export file's text: BOM, header `name;number;email`, one line per contact. */
export function buildContactsCsv(contacts: Array<Pick<ContactRefDTO, 'name' | 'number' | 'email'>>): string {
  const lines = [['name', 'number', 'email'], ...contacts.map((c) => [c.name, c.number ?? '', c.email])];
  return UTF8_BOM + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join(LINE_BREAK) + LINE_BREAK;
}
