import type { ContactDTO, ContactRefDTO, ContactsPage, ScheduleDTO, ScheduleInput, SchedulesPage } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

export interface ScheduleRangeQuery {
  searchParam: string;
  /** ISO instants: the period the calendar shows (from inclusive, to exclusive). */
  sendAtFrom: string;
  sendAtTo: string;
}

/** Safety net against a server that keeps saying hasMore: a calendar period never needs more pages. */
const MAX_PAGES = 50;

/** Every schedule of a period, page after page (GET /schedules; page size decided by the server). */
export async function fetchSchedulesInRange(query: ScheduleRangeQuery): Promise<{ schedules: ScheduleDTO[]; count: number }> {
  const schedules: ScheduleDTO[] = [];
  let count = 0;
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const { data } = await api.get<SchedulesPage>('/schedules', { params: { ...query, pageNumber } });
    schedules.push(...data.schedules);
    count = data.count;
    if (!data.hasMore || data.schedules.length === 0) break;
  }
  return { schedules, count };
}

export function createSchedule(input: ScheduleInput): Promise<ScheduleDTO> {
  return api.post<ScheduleDTO>('/schedules', input).then((r) => r.data);
}

export function updateSchedule(id: number, input: ScheduleInput): Promise<ScheduleDTO> {
  return api.put<ScheduleDTO>(`/schedules/${id}`, input).then((r) => r.data);
}

export function deleteSchedule(id: number): Promise<void> {
  return api.delete(`/schedules/${id}`).then(() => undefined);
}

/** POST /schedules/{id}/media-upload (multipart `file`): a .png, .jpg or .jpeg picture. */
export function uploadScheduleMedia(id: number, file: File): Promise<ScheduleDTO> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ScheduleDTO>(`/schedules/${id}/media-upload`, form).then((r) => r.data);
}

export function deleteScheduleMedia(id: number): Promise<ScheduleDTO> {
  return api.delete<ScheduleDTO>(`/schedules/${id}/media-upload`).then((r) => r.data);
}

/** The contact picker's search: GET /contacts (first page, by name). */
export function searchContacts(searchParam: string): Promise<ContactRefDTO[]> {
  return api.get<ContactsPage>('/contacts', { params: { searchParam, pageNumber: 1 } }).then((r) => r.data.contacts);
}

/** The contact named by /schedules?contactId= (GET /contacts/{id}). */
export function fetchContact(id: number): Promise<ContactDTO> {
  return api.get<ContactDTO>(`/contacts/${id}`).then((r) => r.data);
}

/** An attachment's bytes, fetched with the session's token (GET mediaPath). */
export function fetchScheduleMedia(mediaPath: string): Promise<Blob> {
  return api.get<Blob>(mediaPath, { responseType: 'blob' }).then((r) => r.data);
}
