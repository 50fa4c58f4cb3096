import type { QueryClient } from '@tanstack/react-query';
import type { CampaignDTO } from '@zapdesk/shared';
import { applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier, LivePayloads } from '../../live/live-events';
import { campaignKeys } from './keys';

/** GET /campaigns: newest (highest id) first; the search matches the name. */
export const campaignListRule: ListRule<CampaignDTO> = { matches: (row, search) => textMatches(search, row.name), compare: (a, b) => b.id - a.id };

export function campaignChange(payload: LivePayloads['campaign']): RowChange<CampaignDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.id } : { type: 'upsert', row: payload.record, isNew: payload.action === 'create' };
}

/** Into every list and the campaign's own query (the report reads it live). */
export function applyCampaignChange(queryClient: QueryClient, change: RowChange<CampaignDTO>): void {
  applyToPagedLists(queryClient, campaignKeys.lists, change, campaignListRule);
  if (change.type === 'upsert') queryClient.setQueryData(campaignKeys.detail(change.row.id), change.row);
}

export const applyCampaignEvent: LiveApplier<'campaign'> = (queryClient, payload) => applyCampaignChange(queryClient, campaignChange(payload));
