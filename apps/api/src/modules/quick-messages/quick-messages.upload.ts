import { declaredTypeProblem, fileUpload } from '../../http/uploads.js';
import { isSendableMedia, MAX_MEDIA_BYTES } from '../messages/messages.upload.js';

/**
 * Parses the multipart body (file + typeArch) of a media upload; anything but one accepted file is 400 naming `file`.
 * The attachment is sent to customers like any attendant's file: same types, same 16 MB limit.
 */
export const receiveQuickMessageFile = fileUpload({
  field: 'file',
  maxBytes: MAX_MEDIA_BYTES,
  typeProblem: declaredTypeProblem(isSendableMedia),
  missing: 'Obrigatório',
});
