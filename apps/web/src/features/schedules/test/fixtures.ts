import type { ContactRefDTO, ScheduleDTO } from '@zapdesk/shared';
import { makeContactDto } from '../../../test/dto-fixtures';
import { makeScheduleDto } from '../../../test/feature-dto-fixtures';
import type { Routes } from '../../../test/serve-routes';

/** The contact as GET /contacts and GET /contacts/{id} answer it (the whole DTO; `contact` is its ref). */
export const contactDto = (id: number, name: string) => {
  const { number } = contact(id, name);
  return makeContactDto({ id, uuid: `contact-uuid-${id}`, name, number, email: '' });
};

export const contact = (id: number, name: string): ContactRefDTO => ({
  id,
  name,
  number: `55119999900${String(id).padStart(2, '0')}`,
  email: '',
  profilePicUrl: '',
  isGroup: false,
});

/** A schedule as the API answers it (AGENDADA for Maria Souza, due now, unless overridden). */
export function makeSchedule(overrides: Partial<ScheduleDTO> = {}): ScheduleDTO {
  const who = overrides.contact ?? contact(1, 'Maria Souza');
  return makeScheduleDto({ sendAt: new Date().toISOString(), contactId: who.id, contact: who, ...overrides });
}

/** GET /schedules answering `schedules` (one page), the period asked for recorded in the requests. */
export const listRoute = (schedules: () => ScheduleDTO[]): Routes => ({
  'GET /schedules': () => ({ status: 200, data: { schedules: schedules(), hasMore: false, count: schedules().length } }),
});
