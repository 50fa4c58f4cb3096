import * as XLSX from '@e965/xlsx';
import * as yup from 'yup';
import { AppError } from '../../core/errors.js';
import { optionalEmail, phoneNumber } from './contact-lists.schemas.js';

/** Rows one import takes; a longer sheet is refused whole (400) rather than cut silently. */
export const MAX_IMPORT_ROWS = 10_000;

export interface ContactRow {
  name: string;
  number: string;
  email: string;
}

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `file: ${message}`, { field: 'file' });

/** Header spellings of each column, compared lowercased without accents (§2: columns name, number, email). */
const HEADERS: Record<keyof ContactRow, string[]> = {
  name: ['name', 'nome'],
  number: ['number', 'numero', 'phone', 'telefone', 'whatsapp'],
  email: ['email', 'e-mail'],
};

const plain = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

const rowSchema = yup.object({
  name: yup.string().trim().min(2, 'Too Short!').max(50, 'Too Long!').required('Required'),
  number: phoneNumber().required('Required'),
  email: optionalEmail().defined(),
});

/** A cell as text: whole numbers without exponent or decimals (a phone typed as a number stays whole). */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value ?? '').trim();
}

/** Spreadsheet containers (.xlsx is a zip, .xls an OLE file); anything else is read as CSV text. */
const isWorkbook = (buffer: Buffer) => buffer.subarray(0, 2).toString('latin1') === 'PK' || buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));

/** CSV text: UTF-8 (most exports, BOM dropped), else Windows-1252 as older Excel versions write it. */
function csvText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/**
 * The first sheet of an .xls, .xlsx or .csv file as contact rows. The header row names the columns in any
 * case (name/nome, number/numero, email); a blank name takes the number. Rows failing §5's bounds are
 * reported by their line in the sheet and left out; an unreadable file, one without a number column or one
 * longer than MAX_IMPORT_ROWS is a 400 naming `file`.
 */
export function readContactSpreadsheet(buffer: Buffer): { rows: (ContactRow & { line: number })[]; errors: { line: number; message: string }[] } {
  let sheet: XLSX.WorkSheet | undefined;
  try {
    // sheetRows bounds the work a crafted file can ask for (one row more tells a sheet that is too long).
    const options = { dense: true, sheetRows: MAX_IMPORT_ROWS + 2, cellFormula: false, cellHTML: false } as const;
    const book = isWorkbook(buffer) ? XLSX.read(buffer, { ...options, type: 'buffer' }) : XLSX.read(csvText(buffer), { ...options, type: 'string' });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    throw invalid('not a readable .xls, .xlsx or .csv spreadsheet');
  }
  if (!sheet) throw invalid('the spreadsheet has no sheet');
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: '' });
  const header = (table[0] ?? []).map(plain);
  const column = (key: keyof ContactRow) => header.findIndex((cell) => HEADERS[key].includes(cell));
  const columns = { name: column('name'), number: column('number'), email: column('email') };
  if (columns.number < 0) throw invalid('the first row must name the columns name, number and email');
  if (table.length - 1 > MAX_IMPORT_ROWS) throw invalid(`at most ${MAX_IMPORT_ROWS} rows per import`);

  const rows: (ContactRow & { line: number })[] = [];
  const errors: { line: number; message: string }[] = [];
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const read = (key: keyof ContactRow) => (columns[key] < 0 ? '' : cellText(cells[columns[key]]));
    const raw = { name: read('name'), number: read('number'), email: read('email') };
    if (!raw.name && !raw.number && !raw.email) return;
    try {
      const row = rowSchema.validateSync({ ...raw, name: raw.name || raw.number.replace(/\D/g, '') }, { abortEarly: true });
      rows.push({ line, name: row.name, number: row.number, email: row.email ?? '' });
    } catch (error) {
      errors.push({ line, message: error instanceof yup.ValidationError ? `${error.path}: ${error.errors[0]}` : 'unreadable row' });
    }
  });
  return { rows, errors };
}

/** The example spreadsheet (§2: download example): the header the import reads and two sample rows. */
export function exampleSpreadsheet(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['name', 'number', 'email'],
    ['Maria Souza', '5511999998888', 'maria@exemplo.com'],
    ['João Lima', '5521988887777', ''],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Contatos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
