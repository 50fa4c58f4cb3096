import { describe, expect, it } from 'vitest';
import { unique } from '../test/live-api';
import { createUser, fetchUserOptions, fetchUsers, updateUser } from '../resources/users/api';
import { expectChecked, seed, signInAs } from './kit';

describe('user fetchers against the API', () => {
  it('GET /users: the company users with their queues', async () => {
    const page = await fetchUsers({ searchParam: 'contrato', pageNumber: 1 });
    const agent = page.rows.find((u) => u.id === seed.agent.id);
    expect(agent).toMatchObject({ name: 'Bruno Contrato', profile: 'user', queues: [{ id: seed.queueId, name: 'Vendas' }] });
    expectChecked('GET /users');
  });

  it("GET /users/list: every user of the company for the pickers, an agent's call included", async () => {
    signInAs('agent');
    expect(await fetchUserOptions()).toEqual(
      expect.arrayContaining([
        { id: seed.admin.id, name: 'Ana Contrato' },
        { id: seed.agent.id, name: 'Bruno Contrato' },
      ]),
    );
    expectChecked('GET /users/list');
  });

  it('POST /users and PUT /users/:id answer the user DTO', async () => {
    const created = await createUser({
      name: 'Carla Contrato',
      email: `${unique('carla')}@example.com`,
      password: 'senha123',
      profile: 'user',
      queueIds: [seed.queueId],
    });
    expect(created).toMatchObject({ name: 'Carla Contrato', companyId: seed.companyId, queues: [{ id: seed.queueId }] });
    const updated = await updateUser(created.id, { name: 'Carla C.', email: created.email });
    expect(updated).toMatchObject({ id: created.id, name: 'Carla C.' });
    expectChecked('POST /users', `PUT /users/${created.id}`);
  });
});
