import { describe, expect, it } from 'vitest';
import { fetchConnection, fetchConnections } from '../resources/connections/api';
import { expectChecked, seed, signInAs } from './kit';

describe('connection fetchers against the API', () => {
  it('GET /whatsapp and GET /whatsapp/:id: the sandbox connection with its queue, the token to admins only', async () => {
    const [connection] = await fetchConnections();
    expect(connection).toMatchObject({ id: seed.connectionId, name: 'Sandbox', provider: 'sandbox', isDefault: true, queues: [{ id: seed.queueId }] });
    expect(connection.token).toEqual(expect.any(String));
    signInAs('agent');
    const asAgent = await fetchConnection(seed.connectionId);
    expect(asAgent).toMatchObject({ id: seed.connectionId, name: 'Sandbox' });
    expect(asAgent).not.toHaveProperty('token');
    expectChecked('GET /whatsapp/', `GET /whatsapp/${seed.connectionId}`);
  });
});
