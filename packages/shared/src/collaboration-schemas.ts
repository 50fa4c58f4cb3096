import type * as yup from 'yup';
import type { Assert, Same } from './dto-schemas.js';
import { contactRefSchema, count, dtoObject, flag, id, listOf, namedRefSchema, nullableId, nullableText, oneOf, text, timestamp } from './dto-schemas.js';
import { ScheduleStatuses, type ScheduleDTO, type SchedulesPage } from './schedules.js';

// The DTOs of the screens users work together in (schedules, internal chats, announcements, ticket notes);
// see dto-schemas.ts for why every DTO has a runtime twin.

export const scheduleSchema = dtoObject({
  id: id(),
  body: text(),
  sendAt: timestamp(),
  sentAt: timestamp().nullable(),
  status: oneOf(ScheduleStatuses),
  contactId: id(),
  contact: contactRefSchema.nullable().defined(),
  ticketId: nullableId(),
  userId: nullableId(),
  user: namedRefSchema.nullable().defined(),
  companyId: id(),
  mediaPath: nullableText(),
  mediaName: nullableText(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /schedules: one page by sendAt; `count` is the number matching the filters. */
export const schedulesPageSchema = dtoObject({ schedules: listOf(scheduleSchema.defined()), hasMore: flag(), count: count() });

/** Compile-time proof that each schema describes exactly its interface. */
export type CollaborationSchemaChecks = [
  Assert<Same<yup.InferType<typeof scheduleSchema>, ScheduleDTO>>,
  Assert<Same<yup.InferType<typeof schedulesPageSchema>, SchedulesPage>>,
];
