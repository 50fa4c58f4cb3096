import type { TagDTO, TagInput, TagOptionDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** GET /tags: one page of the company's tags by name, each with its tickets count. */
export function fetchTags(params: { searchParam: string; pageNumber: number }): Promise<Page<TagDTO>> {
  return api.get<{ tags: TagDTO[]; hasMore: boolean }>('/tags', { params }).then((r) => toPage(r.data.tags, r.data));
}

/** GET /tags/list: every tag of the company (the pickers and filters). */
export function fetchTagOptions(): Promise<TagOptionDTO[]> {
  return api.get<TagOptionDTO[]>('/tags/list').then((r) => r.data);
}

/** GET /tags/kanban: the kanban lanes, in creation order (plan flag useKanban). */
export function fetchKanbanLanes(): Promise<TagOptionDTO[]> {
  return api.get<TagOptionDTO[]>('/tags/kanban').then((r) => r.data);
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

/** What a tag chip or picker shows of a tag. */
export type TagOption = Pick<TagOptionDTO, 'id' | 'name' | 'color'>;
