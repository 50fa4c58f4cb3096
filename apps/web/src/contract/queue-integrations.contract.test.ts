import { describe, expect, it } from 'vitest';
import {
  createIntegration,
  deleteIntegration,
  fetchIntegrationOptions,
  fetchIntegrations,
  testIntegrationSession,
  updateIntegration,
} from '../resources/integrations/api';
import { expectChecked } from './kit';

describe('queue integration fetchers against the API', () => {
  it('POST, GET and PUT /queueIntegration answer the integration DTOs', async () => {
    // An address literal: the API's outbound guard accepts it without asking DNS.
    const created = await createIntegration({ type: 'n8n', name: 'Fluxo contrato', urlN8N: 'https://93.184.216.34/webhook/contrato' });
    expect(created).toMatchObject({ type: 'n8n', projectName: 'Fluxo contrato', language: 'pt-BR', jsonContentLast4: '' });
    expect((await fetchIntegrations({ searchParam: 'fluxo contrato', pageNumber: 1 })).rows.map((i) => i.id)).toEqual([created.id]);
    expect(await fetchIntegrationOptions()).toContainEqual({ id: created.id, name: 'Fluxo contrato' });
    const renamed = await updateIntegration(created.id, { name: 'Fluxo contrato 2' });
    expect(renamed).toMatchObject({ id: created.id, name: 'Fluxo contrato 2', projectName: 'Fluxo contrato 2' });
    await deleteIntegration(created.id);
    expectChecked('POST /queueIntegration', 'GET /queueIntegration/', `PUT /queueIntegration/${created.id}`);
  });

  it('POST /queueIntegration/testSession answers whether the settings worked and what failed', async () => {
    // Credentials that are not a service account fail before anything leaves the API.
    expect(await testIntegrationSession({ type: 'dialogflow', projectName: 'loja-bot', jsonContent: '{}', language: 'pt-BR' })).toEqual({
      ok: false,
      message: expect.stringContaining('service account'),
    });
    expectChecked('POST /queueIntegration/testSession');
  });
});
