import type { TagDTO, TagInput, TagsPage } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** GET /tags: one page of the company's tags by name, each with its tickets count. */
export function fetchTags(params: { searchParam: string; pageNumber: number }): Promise<TagsPage> {
  return api.get<TagsPage>('/tags', { params }).then((r) => r.data);
}

export function createTag(payload: TagInput): Promise<TagDTO> {
  return api.post<TagDTO>('/tags', payload).then((r) => r.data);
}

/** PUT /tags/{id}: the fields sent change; the kanban switch sends only `kanban`. */
export function updateTag(id: number, payload: Partial<TagInput>): Promise<TagDTO> {
  return api.put<TagDTO>(`/tags/${id}`, payload).then((r) => r.data);
}

export function deleteTag(id: number): Promise<void> {
  return api.delete(`/tags/${id}`).then(() => undefined);
}
