import { fileTypeFromBuffer } from 'file-type';
import { essenceOf } from '../../core/mime.js';

/** What integrations send when they do not know a file's type (the Whaticket family's clients often do). */
export const UNDECLARED_TYPE = 'application/octet-stream';

/**
 * The file's type: the declared one, or for `application/octet-stream` the one its content shows (magic
 * numbers, via file-type); null when the content tells nothing (plain text, unknown formats). The usual
 * allow-list is applied to the answer by the caller, so detection never lets through what a declared type could not.
 */
export async function mediaTypeOf(file: { buffer: Buffer; mimetype: string }): Promise<string | null> {
  const declared = essenceOf(file.mimetype);
  if (declared !== UNDECLARED_TYPE) return declared;
  return (await fileTypeFromBuffer(file.buffer))?.mime ?? null;
}
