import { describe, expect, it } from 'vitest';
import { createQuickMessage, fetchQuickMessages, fetchUsableQuickMessages, updateQuickMessage } from '../resources/quick-messages/api';
import { expectChecked, seed } from './kit';

describe('quick message fetchers against the API', () => {
  it('GET /quick-messages and /quick-messages/list: the seeded shared reply', async () => {
    const page = await fetchQuickMessages({ searchParam: 'pedido', pageNumber: 1 });
    expect(page.rows).toEqual([expect.objectContaining({ id: seed.quickMessageId, shortcode: 'pedido', geral: true, mediaPath: null })]);
    const usable = await fetchUsableQuickMessages({ companyId: seed.companyId, userId: seed.admin.id });
    expect(usable.map((q) => q.id)).toContain(seed.quickMessageId);
    expectChecked('GET /quick-messages', 'GET /quick-messages/list');
  });

  it('POST /quick-messages and PUT /quick-messages/:id answer the quick message DTO', async () => {
    const created = await createQuickMessage({ shortcode: 'prazo', message: 'Entregamos em 3 dias.', geral: false });
    expect(created).toMatchObject({ shortcode: 'prazo', geral: false, userId: seed.admin.id });
    const updated = await updateQuickMessage(created.id, { shortcode: 'prazo', message: 'Entregamos em 2 dias.' });
    expect(updated).toMatchObject({ id: created.id, message: 'Entregamos em 2 dias.' });
    expectChecked('POST /quick-messages', `PUT /quick-messages/${created.id}`);
  });
});
