import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchPromptOptions, fetchPrompts } from './api';

/** Query keys of prompts: the prompts page's searched lists and the pickers' list. */
export const promptKeys = {
  lists: ['prompts', 'list'] as const,
  list: (search: string) => ['prompts', 'list', search] as const,
  options: ['prompts', 'options'] as const,
};

export const promptQueries = {
  list: (search: string) => pagedQueryOptions(promptKeys.list(search), (pageNumber) => fetchPrompts({ searchParam: search, pageNumber })),
  /** Without the plan flag the route answers 403: one try, and the picker shows it unavailable. */
  options: () => queryOptions({ queryKey: promptKeys.options, queryFn: fetchPromptOptions, retry: false }),
};
