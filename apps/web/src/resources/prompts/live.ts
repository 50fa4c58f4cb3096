import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, PromptDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import type { NamedRecord } from '../named-records';
import { promptKeys } from './keys';

const byName = (a: NamedRecord, b: NamedRecord) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET /prompt: by name; the search matches the name (any case). */
export const promptListRule: ListRule<PromptDTO> = { matches: (prompt, search) => textMatches(search, prompt.name), compare: byName };

export function promptChange(payload: CompanyEventPayloads['prompt']): RowChange<PromptDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.promptId } : { type: 'upsert', row: payload.prompt, isNew: true };
}

/** Puts a saved or deleted prompt into the prompts page's lists and the pickers' list (queue and connection modals). */
export function applyPromptChange(queryClient: QueryClient, change: RowChange<PromptDTO>): void {
  applyToPagedLists(queryClient, promptKeys.lists, change, promptListRule);
  const option: RowChange<NamedRecord> = change.type === 'remove' ? change : { ...change, row: { id: change.row.id, name: change.row.name } };
  applyToCachedArray(queryClient, promptKeys.options, option, byName);
}

export const applyPromptEvent: LiveApplier<'prompt'> = (queryClient, payload) => applyPromptChange(queryClient, promptChange(payload));
