import type { InternalAxiosRequestConfig } from 'axios';
import type { ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import { makeContactListDto, makeContactListItemDto } from '../../../test/automation-dto-fixtures';
import type { Reply } from '../../../test/serve-routes';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

/** Contact list 1 (Clientes VIP), empty. */
export const makeContactList = (overrides: Partial<ContactListDTO> = {}) =>
  makeContactListDto({ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides });

/** Number 1 (Bruno Lima) of contact list 1. */
export const makeContactListItem = (overrides: Partial<ContactListItemDTO> = {}) =>
  makeContactListItemDto({ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides });

/** A paged route answering `rows` under `field`, filtered by name like the API, one page. */
export function onePage<T extends { name: string }>(field: string, rows: T[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const matching = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { [field]: matching, hasMore: false, count: matching.length } };
  };
}
