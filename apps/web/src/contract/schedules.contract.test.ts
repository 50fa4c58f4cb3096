import { describe, expect, it } from 'vitest';
import {
  createSchedule,
  deleteSchedule,
  deleteScheduleMedia,
  fetchSchedulesInRange,
  updateSchedule,
  uploadScheduleMedia,
} from '../features/schedules/api/schedules-api';
import { expectChecked, seed } from './kit';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A 1×1 transparent PNG, the smallest picture the API's upload check accepts. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('schedule fetchers against the API', () => {
  it('POST, GET (a period), PUT and DELETE /schedules answer the schedule DTOs', async () => {
    const created = await createSchedule({ body: 'Lembrete do contrato', contactId: seed.contactId, sendAt: inDays(2) });
    expect(created).toMatchObject({ status: 'AGENDADA', contactId: seed.contactId, contact: { name: 'Maria Contrato' }, userId: seed.admin.id });
    const period = await fetchSchedulesInRange({ searchParam: '', sendAtFrom: inDays(1), sendAtTo: inDays(3) });
    expect(period.schedules.map((s) => s.id)).toContain(created.id);
    const updated = await updateSchedule(created.id, { body: 'Lembrete do contrato, versão 2', contactId: seed.contactId, sendAt: inDays(2) });
    expect(updated).toMatchObject({ id: created.id, body: 'Lembrete do contrato, versão 2' });
    await deleteSchedule(created.id);
    expectChecked('POST /schedules', 'GET /schedules', `PUT /schedules/${created.id}`);
  });

  it('POST and DELETE /schedules/:id/media-upload answer the schedule with and without its picture', async () => {
    const created = await createSchedule({ body: 'Lembrete com foto', contactId: seed.contactId, sendAt: inDays(2) });
    const withPicture = await uploadScheduleMedia(created.id, new File([PNG], 'foto.png', { type: 'image/png' }));
    expect(withPicture).toMatchObject({ mediaName: 'foto.png', mediaPath: `/schedules/${created.id}/media` });
    const without = await deleteScheduleMedia(created.id);
    expect(without).toMatchObject({ mediaName: null, mediaPath: null });
    await deleteSchedule(created.id);
    expectChecked(`POST /schedules/${created.id}/media-upload`, `DELETE /schedules/${created.id}/media-upload`);
  });
});
