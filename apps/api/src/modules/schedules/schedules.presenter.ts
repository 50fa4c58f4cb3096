import type { ScheduleDTO } from '@zapdesk/shared';
import type { Schedule } from '../../models/index.js';
import { presentContactRef } from '../contacts/contacts.presenter.js';

/** The API path that serves a schedule's attachment (with the caller's token). */
export const scheduleMediaUrl = (id: number) => `/schedules/${id}/media`;

/** A schedule loaded with its contact and author (`scheduleIncludes`). */
export function presentSchedule(record: Schedule): ScheduleDTO {
  return {
    id: record.id,
    body: record.body,
    sendAt: record.sendAt.toISOString(),
    sentAt: record.sentAt ? record.sentAt.toISOString() : null,
    status: record.status,
    contactId: record.contactId,
    contact: record.contact ? presentContactRef(record.contact) : null,
    ticketId: record.ticketId,
    userId: record.userId,
    user: record.user ? { id: record.user.id, name: record.user.name } : null,
    companyId: record.companyId,
    mediaPath: record.mediaPath ? scheduleMediaUrl(record.id) : null,
    mediaName: record.mediaName,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
