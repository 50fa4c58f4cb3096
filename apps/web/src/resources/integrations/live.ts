import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, QueueIntegrationDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import type { NamedRecord } from '../named-records';
import { integrationKeys } from './keys';

const byName = (a: NamedRecord, b: NamedRecord) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET /queueIntegration: by name; the search matches the name (any case). */
export const integrationListRule: ListRule<QueueIntegrationDTO> = { matches: (row, search) => textMatches(search, row.name), compare: byName };

export function integrationChange(payload: CompanyEventPayloads['queueIntegration']): RowChange<QueueIntegrationDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.integrationId } : { type: 'upsert', row: payload.queueIntegration, isNew: true };
}

/** Puts a saved or deleted integration into the integrations page's lists and the pickers' list. */
export function applyIntegrationChange(queryClient: QueryClient, change: RowChange<QueueIntegrationDTO>): void {
  applyToPagedLists(queryClient, integrationKeys.lists, change, integrationListRule);
  const option: RowChange<NamedRecord> = change.type === 'remove' ? change : { ...change, row: { id: change.row.id, name: change.row.name } };
  applyToCachedArray(queryClient, integrationKeys.options, option, byName);
}

export const applyIntegrationEvent: LiveApplier<'queueIntegration'> = (queryClient, payload) => applyIntegrationChange(queryClient, integrationChange(payload));
