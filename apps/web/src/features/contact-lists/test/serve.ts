import type { InternalAxiosRequestConfig } from 'axios';
import type { ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import type { Reply } from '../../../test/serve-routes';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

export function makeContactList(overrides: Partial<ContactListDTO> = {}): ContactListDTO {
  return {
    id: 1,
    name: 'Clientes VIP',
    contactsCount: 0,
    companyId: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeContactListItem(overrides: Partial<ContactListItemDTO> = {}): ContactListItemDTO {
  return {
    id: 1,
    name: 'Bruno Lima',
    number: '5511999990001',
    email: 'bruno@cliente.com',
    companyId: 3,
    contactListId: 1,
    isWhatsappValid: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A paged route answering `rows` under `field`, filtered by name like the API, one page. */
export function onePage<T extends { name: string }>(field: string, rows: T[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const matching = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { [field]: matching, hasMore: false, count: matching.length } };
  };
}
