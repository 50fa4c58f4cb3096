/** Spec §9 Announcements: 1 high (red), 2 medium (orange), 3 low (grey). */
export const AnnouncementPriorities = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof AnnouncementPriorities)[number];

/** Spec §9: a new announcement is low priority and active. */
export const ANNOUNCEMENT_DEFAULT_PRIORITY: AnnouncementPriority = 3;
export const ANNOUNCEMENT_DEFAULT_STATUS = true;

/** Accepted image extensions (spec §5 Announcement). */
export const ANNOUNCEMENT_MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/**
 * A platform notice written by a super user and shown to every signed-in user of every company
 * (spec §3 Announcement). Only active ones (status true) reach users who are not super users.
 */
export interface AnnouncementDTO {
  id: number;
  title: string;
  text: string;
  priority: AnnouncementPriority;
  /** Active (true) or inactive. */
  status: boolean;
  /** Public path on the API host serving the image (no token needed), when there is one. */
  mediaPath: string | null;
  mediaName: string | null;
  /** The author's company (kept for the record; reads are not limited by company). */
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /announcements → one page, by priority then newest; `count` is the number matching. */
export interface AnnouncementsPage {
  records: AnnouncementDTO[];
  hasMore: boolean;
  count: number;
}

/** POST /announcements and PUT /announcements/{id} (PUT changes what is sent). */
export interface AnnouncementInput {
  title: string;
  text: string;
  priority?: AnnouncementPriority;
  status?: boolean;
}

/**
 * The socket event of announcements (spec §7 names it without a company: it reaches every signed-in
 * socket). Users who are not super users never receive an inactive announcement: for them a change that
 * deactivates one arrives as a delete.
 */
export const ANNOUNCEMENT_EVENT = 'company-announcement';

export type AnnouncementEventPayload = { action: 'create' | 'update'; announcement: AnnouncementDTO } | { action: 'delete'; announcementId: number };

/** Payloads of the platform-wide events (names without a company), by name. */
export interface PlatformEventPayloads {
  [ANNOUNCEMENT_EVENT]: AnnouncementEventPayload;
}
export type PlatformEventName = keyof PlatformEventPayloads;
