import * as yup from 'yup';
import { FILE_LIST_NAME_MIN } from '@zapdesk/shared';
import { alsoAccepts } from '../../http/raw-input.js';
import { dbId, ignored } from '../../http/input-rules.js';
import { pageQuery } from '../campaigns/campaign-area.js';

const option = yup.object({
  id: dbId().optional(),
  name: yup.string().trim().required('Required').max(255),
  path: ignored(),
  mediaType: ignored(),
  file: ignored(),
});

/** POST /files and PUT /files/:id (§5 File list: name at least 3, 'nome muito curto'; message required). */
export const fileListSchema = yup.object({
  name: yup.string().trim().required('Required').min(FILE_LIST_NAME_MIN, 'nome muito curto').max(255),
  message: yup.string().trim().required('Required').max(10_000),
  options: yup.array(option).max(50).optional(),
  userId: ignored(),
  companyId: ignored(),
});
export const fileListUpdateSchema = fileListSchema.shape({
  name: yup.string().trim().min(FILE_LIST_NAME_MIN, 'nome muito curto').max(255).optional(),
  message: yup.string().trim().max(10_000).optional(),
});

/** GET /files: searchParam and pageNumber (§7; the company comes from the token). */
export const fileListListSchema = yup.object({ ...pageQuery, companyId: ignored() });

/** A multipart text field sent once per file (one value, or a list of them). */
const perFile = () =>
  alsoAccepts(
    yup
      .array(yup.string().max(255).defined())
      .transform((_value: unknown, original: unknown) => (Array.isArray(original) ? original : [original]))
      .max(10),
    'string',
  );

/** POST /files/uploadList/:id: for each file its option id (to replace its file) or its name (a new option). */
export const fileListUploadSchema = yup.object({
  id: perFile().optional(),
  name: perFile().optional(),
  fileId: ignored(),
  typeArch: ignored(),
  mediaType: ignored(),
});

export type FileListInput = yup.InferType<typeof fileListSchema>;
export type FileListUpdateInput = yup.InferType<typeof fileListUpdateSchema>;
export type FileListUploadInput = yup.InferType<typeof fileListUploadSchema>;
