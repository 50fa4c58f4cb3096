import type { FileListDTO, FileListOptionDTO, FileListsPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** GET /files (docs/contract.md §7 'Files'): a page by name; the search matches the name. */
export function fetchFileLists(params: { searchParam: string; pageNumber: number }): Promise<Page<FileListDTO>> {
  return api.get<FileListsPage>('/files', { params }).then((r) => toPage(r.data.files, r.data));
}

/** Every file list of the company (the campaign dialog's picker): the pages read one after the other. */
export async function fetchFileListOptions(): Promise<FileListDTO[]> {
  const all: FileListDTO[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchFileLists({ searchParam: '', pageNumber });
    all.push(...page.rows);
    if (!page.hasMore) return all;
  }
}

export interface FileListInput {
  name: string;
  message: string;
  /** The options kept (each by id, renamed); any option left out is removed with its file. */
  options?: Array<Pick<FileListOptionDTO, 'id' | 'name'>>;
}

export function createFileList(input: FileListInput): Promise<FileListDTO> {
  return api.post<FileListDTO>('/files', input).then((r) => r.data);
}

export function updateFileList(id: number, input: FileListInput): Promise<FileListDTO> {
  return api.put<FileListDTO>(`/files/${id}`, input).then((r) => r.data);
}

export function deleteFileList(id: number): Promise<void> {
  return api.delete(`/files/${id}`).then(() => undefined);
}

/** One file to store: it replaces the file of option `optionId`, or becomes a new option called `name`. */
export interface FileUpload {
  file: File;
  name: string;
  optionId: number | null;
}

/** POST /files/uploadList/{id} (multipart: per file its `id` — empty for a new option — and `name`). */
export function uploadFileListFiles(id: number, uploads: FileUpload[]): Promise<FileListDTO> {
  const form = new FormData();
  form.append('typeArch', 'fileList');
  for (const upload of uploads) {
    form.append('files', upload.file);
    form.append('id', upload.optionId ? String(upload.optionId) : '');
    form.append('name', upload.name);
  }
  return api.post<FileListDTO>(`/files/uploadList/${id}`, form).then((r) => r.data);
}

/** GET /files/{id}/options/{optionId}/media, fetched with the token (served with authorisation). */
export function fetchFileListMedia(option: Pick<FileListOptionDTO, 'file'>): Promise<Blob> {
  return api.get<Blob>(option.file, { responseType: 'blob' }).then((r) => r.data);
}
