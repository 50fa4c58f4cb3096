import path from 'node:path';
import type { AnnouncementDTO } from '@zapdesk/shared';
import type { Announcement } from '../../models/index.js';

/** Where the API serves announcement pictures without a token (§10 Security: the one public media exception). */
export const ANNOUNCEMENT_MEDIA_ROUTE = '/public/announcements';

/** The public URL path of a stored picture: only its random file name, never the storage layout. */
export const announcementMediaUrl = (storedPath: string) => `${ANNOUNCEMENT_MEDIA_ROUTE}/${path.posix.basename(storedPath)}`;

export function presentAnnouncement(record: Announcement): AnnouncementDTO {
  return {
    id: record.id,
    title: record.title,
    text: record.text,
    priority: record.priority,
    status: record.status,
    mediaPath: record.mediaPath ? announcementMediaUrl(record.mediaPath) : null,
    mediaName: record.mediaName,
    companyId: record.companyId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
