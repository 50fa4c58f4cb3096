import { describe, expect, it } from 'vitest';
import { createTag, fetchKanbanLanes, fetchTagOptions, fetchTags, updateTag } from '../resources/tags/api';
import { expectChecked, seed } from './kit';

describe('tag fetchers against the API', () => {
  it('GET /tags, /tags/list and /tags/kanban: the seeded tag and lane, with their ticket counts', async () => {
    const page = await fetchTags({ searchParam: 'cliente vip', pageNumber: 1 });
    expect(page.rows).toEqual([{ id: seed.tagId, name: 'Cliente VIP', color: '#5C59A0', kanban: 0, userId: seed.admin.id, ticketsCount: 1 }]);
    expect((await fetchTagOptions()).map((t) => t.id)).toEqual(expect.arrayContaining([seed.tagId, seed.laneId]));
    expect((await fetchKanbanLanes()).map((t) => t.id)).toEqual([seed.laneId]);
    expectChecked('GET /tags', 'GET /tags/list', 'GET /tags/kanban');
  });

  it('POST /tags and PUT /tags/:id answer the tag DTO', async () => {
    const created = await createTag({ name: 'Atacado Contrato' });
    expect(created).toMatchObject({ name: 'Atacado Contrato', kanban: 0, ticketsCount: 0 });
    const updated = await updateTag(created.id, { color: '#FF0000' });
    expect(updated).toMatchObject({ id: created.id, color: '#FF0000' });
    expectChecked('POST /tags', `PUT /tags/${created.id}`);
  });
});
