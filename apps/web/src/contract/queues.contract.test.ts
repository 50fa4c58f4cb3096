import { describe, expect, it } from 'vitest';
import { createQueue, fetchQueues, updateQueue } from '../resources/queues/api';
import { expectChecked, seed } from './kit';

const payload = { color: '#1273DE', orderQueue: null, greetingMessage: '', completionMessage: '', outOfHoursMessage: '', ratingMessage: '' };

describe('queue fetchers against the API', () => {
  it('GET /queue: the seeded queue', async () => {
    const queues = await fetchQueues();
    expect(queues.find((q) => q.id === seed.queueId)).toMatchObject({ name: 'Vendas', color: '#B80000', companyId: seed.companyId });
    expectChecked('GET /queue');
  });

  it('POST /queue and PUT /queue/:id answer the queue DTO', async () => {
    const created = await createQueue({ ...payload, name: 'Suporte Contrato' });
    expect(created).toMatchObject({ name: 'Suporte Contrato', color: '#1273DE' });
    const updated = await updateQueue(created.id, { ...payload, name: 'Suporte C.', greetingMessage: 'Olá!' });
    expect(updated).toMatchObject({ id: created.id, name: 'Suporte C.', greetingMessage: 'Olá!' });
    expectChecked('POST /queue', `PUT /queue/${created.id}`);
  });
});
