import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchKanbanLanes, fetchTagOptions, fetchTags } from './api';

/** Query keys of tags: the tags page's searched lists, the one list every tag picker reads, the kanban lanes. */
export const tagKeys = {
  lists: ['tags', 'list'] as const,
  list: (search: string) => ['tags', 'list', search] as const,
  options: ['tags', 'options'] as const,
  kanbanLanes: ['tags', 'kanban-lanes'] as const,
};

export const tagQueries = {
  list: (search: string) => pagedQueryOptions(tagKeys.list(search), (pageNumber) => fetchTags({ searchParam: search, pageNumber })),
  options: () => queryOptions({ queryKey: tagKeys.options, queryFn: fetchTagOptions }),
  kanbanLanes: () => queryOptions({ queryKey: tagKeys.kanbanLanes, queryFn: fetchKanbanLanes }),
};
