import * as yup from 'yup';
import type { Assert, Same } from './dto-schemas.js';
import { contactRefSchema, count, dtoObject, flag, id, listOf, namedRefSchema, nullableId, nullableText, oneOf, text, timestamp } from './dto-schemas.js';
import { AnnouncementPriorities, type AnnouncementDTO, type AnnouncementsPage } from './announcements.js';
import type { ChatDTO, ChatMessageDTO, ChatMessagesPage, ChatsPage, ChatUserDTO } from './chats.js';
import { ScheduleStatuses, type ScheduleDTO, type SchedulesPage } from './schedules.js';
import type { TicketNoteDTO } from './ticket-notes.js';

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

export const chatUserSchema = dtoObject({ chatId: id(), userId: id(), unreads: count(), user: namedRefSchema.defined() });
export const chatSchema = dtoObject({
  id: id(),
  uuid: text(),
  title: text(),
  ownerId: nullableId(),
  lastMessage: text(),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  users: listOf(chatUserSchema.defined()),
});
export const chatMessageSchema = dtoObject({
  id: id(),
  chatId: id(),
  senderId: nullableId(),
  sender: namedRefSchema.nullable().defined(),
  message: text(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /chats: the caller's chats, most recently active first. */
export const chatsPageSchema = dtoObject({ records: listOf(chatSchema.defined()), hasMore: flag() });
/** GET /chats/{id}/messages: page 1 holds the newest, each page oldest first. */
export const chatMessagesPageSchema = dtoObject({ records: listOf(chatMessageSchema.defined()), hasMore: flag() });

export const announcementSchema = dtoObject({
  id: id(),
  title: text(),
  text: text(),
  priority: yup.number<(typeof AnnouncementPriorities)[number]>().oneOf(AnnouncementPriorities).defined(),
  status: flag(),
  mediaPath: nullableText(),
  mediaName: nullableText(),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /announcements: one page by priority then newest; `count` is the number matching. */
export const announcementsPageSchema = dtoObject({ records: listOf(announcementSchema.defined()), hasMore: flag(), count: count() });

export const ticketNoteSchema = dtoObject({
  id: id(),
  note: text(),
  ticketId: id(),
  contactId: id(),
  userId: nullableId(),
  user: namedRefSchema.nullable().defined(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /ticket-notes/list: the notes about the ticket's contact, newest first. */
export const ticketNoteListSchema = listOf(ticketNoteSchema.defined());

/** Compile-time proof that each schema describes exactly its interface. */
export type CollaborationSchemaChecks = [
  Assert<Same<yup.InferType<typeof scheduleSchema>, ScheduleDTO>>,
  Assert<Same<yup.InferType<typeof schedulesPageSchema>, SchedulesPage>>,
  Assert<Same<yup.InferType<typeof chatUserSchema>, ChatUserDTO>>,
  Assert<Same<yup.InferType<typeof chatSchema>, ChatDTO>>,
  Assert<Same<yup.InferType<typeof chatMessageSchema>, ChatMessageDTO>>,
  Assert<Same<yup.InferType<typeof chatsPageSchema>, ChatsPage>>,
  Assert<Same<yup.InferType<typeof chatMessagesPageSchema>, ChatMessagesPage>>,
  Assert<Same<yup.InferType<typeof announcementSchema>, AnnouncementDTO>>,
  Assert<Same<yup.InferType<typeof announcementsPageSchema>, AnnouncementsPage>>,
  Assert<Same<yup.InferType<typeof ticketNoteSchema>, TicketNoteDTO>>,
];
