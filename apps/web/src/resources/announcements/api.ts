import type { AnnouncementDTO, AnnouncementInput, AnnouncementsPage } from '@zapdesk/shared';
import { env } from '../../config/env';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

export interface AnnouncementListQuery {
  searchParam: string;
  pageNumber: number;
  /** Super users' lists may ask for active ones only (the top bar does); others only ever get active ones. */
  status?: boolean;
}

/** GET /announcements: a page of 20, highest priority first, then newest; the search matches title or text. */
export function fetchAnnouncements(params: AnnouncementListQuery): Promise<Page<AnnouncementDTO>> {
  return api.get<AnnouncementsPage>('/announcements', { params }).then((r) => toPage(r.data.records, r.data));
}

export function createAnnouncement(input: AnnouncementInput): Promise<AnnouncementDTO> {
  return api.post<AnnouncementDTO>('/announcements', input).then((r) => r.data);
}

export function updateAnnouncement(id: number, input: AnnouncementInput): Promise<AnnouncementDTO> {
  return api.put<AnnouncementDTO>(`/announcements/${id}`, input).then((r) => r.data);
}

export function deleteAnnouncement(id: number): Promise<void> {
  return api.delete(`/announcements/${id}`).then(() => undefined);
}

/** POST /announcements/{id}/media-upload (multipart file): replaces any previous picture. */
export function uploadAnnouncementMedia(id: number, file: File): Promise<AnnouncementDTO> {
  const form = new FormData();
  form.append('file', file);
  return api.post<AnnouncementDTO>(`/announcements/${id}/media-upload`, form).then((r) => r.data);
}

/** DELETE /announcements/{id}/media-upload: the announcement loses its picture. */
export function removeAnnouncementMedia(id: number): Promise<AnnouncementDTO> {
  return api.delete<AnnouncementDTO>(`/announcements/${id}/media-upload`).then((r) => r.data);
}

/** The picture's address: a public path on the API host (spec §7), loaded without the token. */
export function announcementMediaUrl(record: Pick<AnnouncementDTO, 'mediaPath'>): string | null {
  return record.mediaPath ? `${env.apiUrl}${record.mediaPath}` : null;
}
