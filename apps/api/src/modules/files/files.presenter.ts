import type { FileListDTO } from '@zapdesk/shared';
import type { FileList } from '../../models/index.js';

/** The API path serving one file of a list (with the caller's token). */
export const fileOptionUrl = (fileListId: number, optionId: number) => `/files/${fileListId}/options/${optionId}/media`;

/** A file list loaded with its options. */
export function presentFileList(record: FileList): FileListDTO {
  const options = [...(record.options ?? [])].sort((a, b) => a.id - b.id);
  return {
    id: record.id,
    name: record.name,
    message: record.message,
    companyId: record.companyId,
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      path: option.fileName,
      mediaType: option.mediaType,
      file: option.path ? fileOptionUrl(record.id, option.id) : '',
    })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
