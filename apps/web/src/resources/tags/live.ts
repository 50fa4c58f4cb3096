import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, TagDTO, TagOptionDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { tagKeys } from './keys';

const byName = (a: TagOptionDTO, b: TagOptionDTO) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET /tags: by name; the search matches the name (any case). */
export const tagListRule: ListRule<TagDTO> = { matches: (tag, search) => textMatches(search, tag.name), compare: byName };

/** Tags are company-wide: a created tag (one typed in a ticket's picker included) joins every list that shows it. */
export function tagChange(payload: CompanyEventPayloads['tag']): RowChange<TagDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.tagId } : { type: 'upsert', row: payload.tag, isNew: true };
}

/** A lane created, edited or switched on or off: lanes stay in lane order (creation order, as the API lists them). */
export function upsertLane(lanes: TagOptionDTO[], tag: TagOptionDTO): TagOptionDTO[] {
  const others = lanes.filter((lane) => lane.id !== tag.id);
  if (tag.kanban !== 1) return others;
  return [...others, { id: tag.id, name: tag.name, color: tag.color, kanban: tag.kanban }].sort((a, b) => a.id - b.id);
}

export function removeLane(lanes: TagOptionDTO[], tagId: number): TagOptionDTO[] {
  return lanes.filter((lane) => lane.id !== tagId);
}

/** Puts a saved or deleted tag into the tags page's lists, the pickers' list and the kanban lanes. */
export function applyTagChange(queryClient: QueryClient, change: RowChange<TagDTO>): void {
  applyToPagedLists(queryClient, tagKeys.lists, change, tagListRule);
  const option: RowChange<TagOptionDTO> =
    change.type === 'remove' ? change : { ...change, row: { id: change.row.id, name: change.row.name, color: change.row.color, kanban: change.row.kanban } };
  applyToCachedArray(queryClient, tagKeys.options, option, byName);
  queryClient.setQueryData<TagOptionDTO[]>(tagKeys.kanbanLanes, (lanes) => {
    if (!lanes) return lanes;
    return change.type === 'remove' ? removeLane(lanes, change.id) : upsertLane(lanes, change.row);
  });
}

export const applyTagEvent: LiveApplier<'tag'> = (queryClient, payload) => applyTagChange(queryClient, tagChange(payload));
