import path from 'node:path';
import { fileUpload } from '../../http/uploads.js';

/** A spreadsheet of 10,000 rows fits well under this; a larger upload is refused before it is parsed. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['.xls', '.xlsx', '.csv'];

/** Parses the multipart body (one `file`) of a list import; anything else, or a file over 5 MB, is 400 naming `file`. */
export const receiveSpreadsheet = fileUpload({
  field: 'file',
  maxBytes: MAX_SPREADSHEET_BYTES,
  typeProblem: (file) => (EXTENSIONS.includes(path.extname(file.originalname).toLowerCase()) ? null : 'only .xls, .xlsx and .csv spreadsheets are accepted'),
  missing: 'Required',
  // The 5 MB ceiling is this route's own rule (§7), refused like its others: 400 naming `file`, not the body-size 413.
  tooLarge: 'the spreadsheet must be at most 5 MB',
});
