// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CampaignDTO, ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import type { PagedData } from '../../lib/paged-list';
import { makeCampaignDto, makeContactListDto, makeContactListItemDto } from '../../test/automation-dto-fixtures';
import { makeUser } from '../../test/fixtures';
import { campaignKeys } from '../campaigns/keys';
import { applyCampaignEvent } from '../campaigns/live';
import { contactListKeys } from './keys';
import { applyContactListEvent, applyContactListItemEvent } from './live';

const viewer = makeUser();
const paged = <T>(rows: T[]): PagedData<T> => ({ pages: [{ rows, hasMore: false }], pageParams: [1] });
const namesOf = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<PagedData<{ name: string }>>(key)?.pages.flatMap((page) => page.rows.map((row) => row.name));
const item = (id: number, name: string, contactListId: number) => makeContactListItemDto({ id, name, number: `55119${id}`, email: '', contactListId });

describe('campaign area reducers of live events', () => {
  it('contact-list items: a contact joins only its own list (by name and search), a removal leaves every list', () => {
    const client = new QueryClient();
    client.setQueryData(contactListKeys.itemList(1, ''), paged([item(1, 'Ana', 1), item(3, 'Caio', 1)]));
    client.setQueryData(contactListKeys.itemList(1, 'zé'), paged<ContactListItemDTO>([]));
    client.setQueryData(contactListKeys.itemList(2, ''), paged([item(5, 'Eva', 2)]));

    applyContactListItemEvent(client, { action: 'create', record: item(2, 'Beto', 1) }, viewer);
    expect(namesOf(client, contactListKeys.itemList(1, ''))).toEqual(['Ana', 'Beto', 'Caio']);
    expect(namesOf(client, contactListKeys.itemList(1, 'zé'))).toEqual([]);
    expect(namesOf(client, contactListKeys.itemList(2, ''))).toEqual(['Eva']);

    applyContactListItemEvent(client, { action: 'delete', id: 5 }, viewer);
    expect(namesOf(client, contactListKeys.itemList(2, ''))).toEqual([]);
  });

  it("contact-list items: an import's reload marks only that list stale", () => {
    const client = new QueryClient();
    client.setQueryData(contactListKeys.itemList(1, ''), paged([item(1, 'Ana', 1)]));
    client.setQueryData(contactListKeys.itemList(2, ''), paged([item(5, 'Eva', 2)]));
    applyContactListItemEvent(client, { action: 'reload', contactListId: 1 }, viewer);
    expect(client.getQueryState(contactListKeys.itemList(1, ''))?.isInvalidated).toBe(true);
    expect(client.getQueryState(contactListKeys.itemList(2, ''))?.isInvalidated).toBe(false);
  });

  it('contact lists and campaigns: lists by name, picker and detail kept; campaigns newest first', () => {
    const client = new QueryClient();
    const list = (id: number, name: string) => makeContactListDto({ id, name });
    client.setQueryData(contactListKeys.list(''), paged([list(1, 'Atacado'), list(2, 'Varejo')]));
    client.setQueryData(contactListKeys.options, [list(1, 'Atacado'), list(2, 'Varejo')]);
    applyContactListEvent(client, { action: 'create', record: list(3, 'Leads') }, viewer);
    expect(namesOf(client, contactListKeys.list(''))).toEqual(['Atacado', 'Leads', 'Varejo']);
    expect(client.getQueryData<ContactListDTO[]>(contactListKeys.options)?.map((row) => row.name)).toEqual(['Atacado', 'Leads', 'Varejo']);

    const campaign = (id: number, name: string) => makeCampaignDto({ id, name });
    client.setQueryData(campaignKeys.list(''), paged([campaign(2, 'Natal'), campaign(1, 'Páscoa')]));
    applyCampaignEvent(client, { action: 'create', record: campaign(3, 'Black Friday') }, viewer);
    applyCampaignEvent(client, { action: 'update', record: { ...campaign(1, 'Páscoa'), status: 'FINALIZADA' } }, viewer);
    expect(namesOf(client, campaignKeys.list(''))).toEqual(['Black Friday', 'Natal', 'Páscoa']);
    expect(client.getQueryData<CampaignDTO>(campaignKeys.detail(1))?.status).toBe('FINALIZADA');
  });
});
