import * as yup from 'yup';
import { Profiles } from './constants.js';
import type { LoginResponse, UserOptionDTO } from './dto.js';
import type { ContactCustomFieldDTO, ContactDTO, ContactImportResult, ContactsPage } from './contacts.js';
import type { Assert, Same } from './dto-schemas.js';
import {
  contactRefFields,
  count,
  dtoObject,
  flag,
  id,
  listOf,
  namedRefSchema,
  nullableId,
  nullableText,
  oneOf,
  scheduleEntrySchema,
  text,
  ticketSchema,
  timestamp,
  userSchema,
  whatsappSchema,
  messageSchema,
} from './dto-schemas.js';
import type { QueueDTO, QueueOptionDTO } from './queues.js';
import type { QuickMessageDTO, QuickMessagesPage } from './quick-messages.js';
import type { TicketsPageDTO } from './ticket-visibility.js';
import type { KanbanTickets, TagDTO, TagOptionDTO, TagsPage } from './tags.js';

// The resources the web lists and edits, and the pages they come in (see dto-schemas.ts for why).

export const contactCustomFieldSchema = dtoObject({ id: id(), name: text(), value: text() });

export const contactSchema = dtoObject({
  ...contactRefFields,
  uuid: text(),
  lid: nullableText(),
  companyId: id(),
  whatsappId: nullableId(),
  whatsapp: namedRefSchema.nullable().defined(),
  extraInfo: listOf(contactCustomFieldSchema.defined()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const contactsPageSchema = dtoObject({ contacts: listOf(contactSchema.defined()), hasMore: flag(), count: count() });
/** POST /contacts/import: contacts created from the default connection's address book, and known ones completed. */
export const contactImportResultSchema = dtoObject({ created: count(), updated: count() });

export const queueSchema = dtoObject({
  id: id(),
  name: text(),
  color: text(),
  greetingMessage: text(),
  completionMessage: text(),
  outOfHoursMessage: text(),
  ratingMessage: text(),
  orderQueue: yup.number().nullable().defined(),
  integrationId: nullableId(),
  promptId: nullableId(),
  schedules: listOf(scheduleEntrySchema.defined()),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** A queue option node; its `children` are nodes of the same shape (checked level by level). */
export const queueOptionSchema: yup.ObjectSchema<QueueOptionDTO> = dtoObject({
  id: id(),
  title: text(),
  message: text(),
  option: text(),
  queueId: id(),
  parentId: nullableId(),
  children: yup.array(yup.lazy(() => queueOptionSchema.defined())).defined(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const tagOptionFields = { id: id(), name: text(), color: text(), kanban: count() };
export const tagOptionSchema = dtoObject(tagOptionFields);
export const tagSchema = dtoObject({ ...tagOptionFields, userId: nullableId(), ticketsCount: count() });
export const tagsPageSchema = dtoObject({ tags: listOf(tagSchema.defined()), hasMore: flag() });
export const kanbanTicketsSchema = dtoObject({ tickets: listOf(ticketSchema.defined()), hasMore: flag() });

export const quickMessageSchema = dtoObject({
  id: id(),
  shortcode: text(),
  message: text(),
  geral: flag(),
  status: flag(),
  isMedia: flag(),
  mediaPath: nullableText(),
  mediaName: nullableText(),
  userId: nullableId(),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export const quickMessagesPageSchema = dtoObject({ records: listOf(quickMessageSchema.defined()), hasMore: flag() });

/** GET /queue. */
export const queueListSchema = listOf(queueSchema.defined());
/** GET /tags/list and GET /tags/kanban. */
export const tagOptionListSchema = listOf(tagOptionSchema.defined());
/** GET /quick-messages/list. */
export const quickMessageListSchema = listOf(quickMessageSchema.defined());
/** GET /whatsapp. */
export const whatsappListSchema = listOf(whatsappSchema.defined());

/** POST /auth/login and POST /auth/refresh_token. */
export const loginResponseSchema = dtoObject({ token: text(), user: userSchema.defined(), sessionId: text(), defaultPasswordInUse: flag() });

/** GET /tickets: one page of 40, newest activity first. */
export const ticketsPageSchema = dtoObject({ tickets: listOf(ticketSchema.defined()), count: count(), hasMore: flag() });
/** GET /messages/{ticketId}: one page of the history, oldest first. */
export const messagesPageSchema = dtoObject({ messages: listOf(messageSchema.defined()), hasMore: flag() });
/** POST /messages/{ticketId} and POST /messages/{ticketId}/file-list: the messages stored, in the order sent. */
export const sentMessagesSchema = dtoObject({ messages: listOf(messageSchema.defined()) });
/** GET /users: one page, ordered by name. */
export const usersPageSchema = dtoObject({ users: listOf(userSchema.defined()), count: count(), hasMore: flag() });
export const userOptionSchema = dtoObject({ id: id(), name: text(), profile: oneOf(Profiles) });
/** GET /users/list: every user of the company, by name. */
export const userOptionListSchema = listOf(userOptionSchema.defined());

/** Compile-time proof that each schema describes exactly its interface. */
export type ResourceSchemaChecks = [
  Assert<Same<yup.InferType<typeof contactCustomFieldSchema>, ContactCustomFieldDTO>>,
  Assert<Same<yup.InferType<typeof contactSchema>, ContactDTO>>,
  Assert<Same<yup.InferType<typeof contactsPageSchema>, ContactsPage>>,
  Assert<Same<yup.InferType<typeof contactImportResultSchema>, ContactImportResult>>,
  Assert<Same<yup.InferType<typeof queueSchema>, QueueDTO>>,
  Assert<Same<yup.InferType<typeof tagOptionSchema>, TagOptionDTO>>,
  Assert<Same<yup.InferType<typeof tagSchema>, TagDTO>>,
  Assert<Same<yup.InferType<typeof tagsPageSchema>, TagsPage>>,
  Assert<Same<yup.InferType<typeof kanbanTicketsSchema>, KanbanTickets>>,
  Assert<Same<yup.InferType<typeof quickMessageSchema>, QuickMessageDTO>>,
  Assert<Same<yup.InferType<typeof quickMessagesPageSchema>, QuickMessagesPage>>,
  Assert<Same<yup.InferType<typeof ticketsPageSchema>, TicketsPageDTO>>,
  Assert<Same<yup.InferType<typeof loginResponseSchema>, LoginResponse>>,
  Assert<Same<yup.InferType<typeof queueListSchema>, QueueDTO[]>>,
  Assert<Same<yup.InferType<typeof userOptionSchema>, UserOptionDTO>>,
];

export type MessagesPageDTO = yup.InferType<typeof messagesPageSchema>;
export type SentMessagesDTO = yup.InferType<typeof sentMessagesSchema>;
export type UsersPageDTO = yup.InferType<typeof usersPageSchema>;
