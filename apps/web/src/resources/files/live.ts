import type { QueryClient } from '@tanstack/react-query';
import type { FileListDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier, LivePayloads } from '../../live/live-events';
import { fileListKeys } from './keys';

const byName = (a: FileListDTO, b: FileListDTO) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET /files: by name; the search matches the name. */
export const fileListRule: ListRule<FileListDTO> = { matches: (row, search) => textMatches(search, row.name), compare: byName };

export function fileListChange(payload: LivePayloads['file']): RowChange<FileListDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.fileId } : { type: 'upsert', row: payload.fileList, isNew: payload.action === 'create' };
}

export function applyFileListChange(queryClient: QueryClient, change: RowChange<FileListDTO>): void {
  applyToPagedLists(queryClient, fileListKeys.lists, change, fileListRule);
  applyToCachedArray(queryClient, fileListKeys.options, change, byName);
}

export const applyFileListEvent: LiveApplier<'file'> = (queryClient, payload) => applyFileListChange(queryClient, fileListChange(payload));
