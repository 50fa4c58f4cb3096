import { describe, expect, it } from 'vitest';
import { createCampaign, deleteCampaign, fetchCampaign, fetchCampaigns, updateCampaign } from '../resources/campaigns/api';
import { fetchCampaignSettings, saveCampaignSettings } from '../resources/campaign-settings/api';
import { expectChecked, seed } from './kit';

describe('campaign fetchers against the API', () => {
  it('POST, GET (page and one) and PUT /campaigns answer the campaign DTOs, with their report', async () => {
    // No schedule: the campaign stays INATIVA, so nothing is ever sent from it.
    const created = await createCampaign({ name: 'Contrato de campanha', message1: 'Oi {nome}', scheduledAt: null });
    expect(created).toMatchObject({ status: 'INATIVA', message1: 'Oi {nome}', message2: '', report: { validContacts: 0 } });
    expect((await fetchCampaigns({ searchParam: 'contrato de campanha', pageNumber: 1 })).rows.map((c) => c.id)).toEqual([created.id]);
    expect(await fetchCampaign(created.id)).toEqual(created);
    const targeted = await updateCampaign(created.id, { whatsappId: seed.connectionId });
    expect(targeted).toMatchObject({ id: created.id, status: 'INATIVA', whatsapp: { id: seed.connectionId, name: 'Sandbox' } });
    await deleteCampaign(created.id);
    expectChecked('POST /campaigns', 'GET /campaigns', `GET /campaigns/${created.id}`, `PUT /campaigns/${created.id}`);
  });

  it('GET and POST /campaign-settings answer every setting, the variables as a list of key and value', async () => {
    const settings = { messageInterval: 5, longerIntervalAfter: 20, greaterInterval: 60, variables: [{ key: 'cupom', value: 'CONTRATO' }] };
    await saveCampaignSettings(settings);
    expect(await fetchCampaignSettings()).toEqual(settings);
    expectChecked('POST /campaign-settings', 'GET /campaign-settings');
  });
});
