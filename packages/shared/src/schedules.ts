import type { ContactRefDTO } from './dto.js';

/**
 * A schedule's life (§10 Schedules): PENDENTE when saved, AGENDADA once its delayed job is armed,
 * ENVIANDO while the job sends it (claimed, so nothing else sends it again), then ENVIADA (sentAt set) or
 * ERRO (a send error; editing it schedules it again).
 */
export const ScheduleStatuses = ['PENDENTE', 'AGENDADA', 'ENVIANDO', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof ScheduleStatuses)[number];

/** Statuses in which a schedule can no longer change (spec §4: sent or being sent). */
export const ReadOnlyScheduleStatuses: readonly ScheduleStatus[] = ['ENVIANDO', 'ENVIADA'];

/** Accepted attachment extensions (spec §5 Schedule). */
export const SCHEDULE_MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/** Spec §5: a schedule's body has at least this many characters. */
export const SCHEDULE_BODY_MIN = 5;

/** A message to be sent to a contact at sendAt (spec §3 Schedule). */
export interface ScheduleDTO {
  id: number;
  body: string;
  /** ISO instant. */
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  contactId: number;
  contact: ContactRefDTO | null;
  /** The ticket it was scheduled from, or the one it was recorded in once sent. */
  ticketId: number | null;
  /** The author; null once that user was deleted. */
  userId: number | null;
  user: { id: number; name: string } | null;
  companyId: number;
  /** API path serving the attachment with authorisation, when there is one. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /schedules → one page, by sendAt. `count` is the number matching the filters. */
export interface SchedulesPage {
  schedules: ScheduleDTO[];
  hasMore: boolean;
  count: number;
}

/** POST /schedules and PUT /schedules/{id}. */
export interface ScheduleInput {
  body: string;
  contactId: number;
  /** ISO instant. */
  sendAt: string;
  ticketId?: number | null;
}
