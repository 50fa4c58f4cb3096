import path from 'node:path';
import { SCHEDULE_MEDIA_EXTENSIONS } from '@zapdesk/shared';
import { essenceOf } from '../../core/mime.js';
import { fileUpload } from '../../http/uploads.js';
import { MAX_MEDIA_BYTES } from '../messages/messages.upload.js';

/** §5: schedules take pictures only (.png, .jpg, .jpeg), by name and by declared type. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

const hasAcceptedExtension = (name: string) => (SCHEDULE_MEDIA_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());

/** The file's first bytes must be a PNG or JPEG: a renamed file of another kind is refused. */
function looksLikePicture(buffer: Buffer, mimetype: string): boolean {
  if (mimetype === 'image/png') return buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
}

/** Parses the multipart body (one `file`) of a schedule's media upload; anything but one accepted picture is 400 naming `file`. */
export const receiveScheduleFile = fileUpload({
  field: 'file',
  maxBytes: MAX_MEDIA_BYTES,
  typeProblem: (file) =>
    ACCEPTED_TYPES.includes(essenceOf(file.mimetype)) && hasAcceptedExtension(file.originalname) ? null : 'only .png, .jpg and .jpeg pictures are accepted',
  contentProblem: (file) => (looksLikePicture(file.buffer, file.mimetype) ? null : 'the file is not a PNG or JPEG picture'),
  missing: 'Obrigatório',
});
