import * as yup from 'yup';
import { AllTicketValues, ConnectionStatuses, Profiles, Recurrences, WeekdaysEn, WhatsappProviders } from './constants.js';
import type { CompanyDTO, ContactRefDTO, MessageDTO, PlanDTO, QueueRefDTO, TagRefDTO, TicketDTO, UserDTO, WhatsappDTO } from './dto.js';
import type { WhatsappSessionDTO } from './events.js';
import type { SettingDTO } from './settings.js';

// Runtime twins of the DTO interfaces (dto.ts and siblings): the API's tests validate real responses with them
// and the web's fakes are built through them, so a field renamed on one side fails the other side's tests.
// Every object is strict (no casting) and refuses unknown keys; `Same` below keeps each schema equal to its
// interface at compile time, so the two cannot drift either.

/** True only when A and B are the same type (optional and nullable fields included). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`: `Assert<Same<X, Y>>`. */
export type Assert<T extends true> = T;

/** A DTO object: exactly these keys, no type coercion. */
export const dtoObject = <S extends yup.ObjectShape>(shape: S) => yup.object(shape).noUnknown().strict();

/** A DTO's schema, for helpers that take any of them. */
export type DtoSchema<T> = yup.Schema<T>;

/** What is wrong with `value` as the DTO `schema` describes it: every problem, none when it matches. */
export function dtoProblems(schema: DtoSchema<unknown>, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors;
    throw error;
  }
}

/** `value` typed as its DTO once `schema` accepts it; a `DtoMismatch` naming `label` and every problem otherwise. */
export function parseDto<T>(schema: DtoSchema<T>, value: unknown, label = 'DTO'): T {
  const problems = dtoProblems(schema, value);
  if (problems.length > 0) throw new DtoMismatch(label, problems);
  return value as T;
}

/** A value that does not match its DTO schema. */
export class DtoMismatch extends Error {
  constructor(
    readonly label: string,
    readonly problems: string[],
  ) {
    super(`${label} does not match its DTO schema:\n  ${problems.join('\n  ')}`);
    this.name = 'DtoMismatch';
  }
}

/** A JSON timestamp as the API writes dates (`Date#toISOString`). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
export const timestamp = () => yup.string().defined().matches(ISO_TIMESTAMP, '${path} is not an ISO timestamp');
export const text = () => yup.string().defined();
export const nullableText = () => yup.string().nullable().defined();
export const id = () => yup.number().integer().defined();
export const nullableId = () => yup.number().integer().nullable().defined();
export const count = () => yup.number().defined();
export const flag = () => yup.boolean().defined();
/** One of a fixed list of strings (the union type is kept). */
export const oneOf = <const T extends string>(values: readonly T[]) => yup.string<T>().oneOf(values).defined();
/** An array of DTO objects (never null). */
export const listOf = <T>(item: yup.ISchema<T>) => yup.array(item).defined();

export const namedRefSchema = dtoObject({ id: id(), name: text() });
export const queueRefSchema = dtoObject({ id: id(), name: text(), color: text() });
export const tagRefSchema = queueRefSchema;

export const scheduleEntrySchema = dtoObject({ weekday: text(), weekdayEn: oneOf(WeekdaysEn), startTime: text(), endTime: text() });
export const settingSchema = dtoObject({ key: text(), value: text() });

export const planSchema = dtoObject({
  id: id(),
  name: text(),
  users: count(),
  connections: count(),
  queues: count(),
  campaigns: count(),
  schedules: count(),
  value: count(),
  useCampaigns: flag(),
  useKanban: flag(),
  useOpenAi: flag(),
  useIntegrations: flag(),
  useSchedules: flag(),
  useInternalChat: flag(),
  useExternalApi: flag(),
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
});

const companyFields = {
  id: id(),
  name: text(),
  email: nullableText(),
  status: flag(),
  dueDate: nullableText(),
  trialExpiration: nullableText().optional(),
  settings: listOf(settingSchema.defined()).optional(),
  plan: planSchema.optional().default(undefined),
};

export const companySchema = dtoObject({
  ...companyFields,
  phone: nullableText(),
  planId: id(),
  campaignsEnabled: flag(),
  recurrence: oneOf(Recurrences).nullable(),
  schedules: listOf(scheduleEntrySchema.defined()),
  billingName: nullableText().optional(),
  addressZipCode: nullableText().optional(),
  addressStreet: nullableText().optional(),
  addressState: nullableText().optional(),
  addressCity: nullableText().optional(),
  addressDistrict: nullableText().optional(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const userSchema = dtoObject({
  id: id(),
  name: text(),
  email: text(),
  profile: oneOf(Profiles),
  super: flag(),
  online: flag(),
  companyId: id(),
  allTicket: oneOf(AllTicketValues),
  whatsappId: nullableId(),
  queues: listOf(queueRefSchema.defined()),
  company: dtoObject(companyFields).optional().default(undefined),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const whatsappSchema = dtoObject({
  id: id(),
  name: text(),
  status: oneOf(ConnectionStatuses),
  qrcode: text(),
  retries: count(),
  number: nullableText(),
  isDefault: flag(),
  token: yup.string().optional(),
  provider: oneOf(WhatsappProviders),
  greetingMessage: text(),
  complationMessage: text(),
  outOfHoursMessage: text(),
  ratingMessage: text(),
  expiresInactiveMessage: text(),
  expiresTicket: count(),
  timeToTransfer: yup.number().nullable().defined(),
  transferQueueId: nullableId(),
  promptId: nullableId(),
  integrationId: nullableId(),
  timeUseBotQueues: count(),
  maxUseBotQueues: count(),
  queues: listOf(queueRefSchema.defined()),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** What a live session reports, as `company-{id}-whatsappSession` carries it (events.ts): its connection's live fields. */
export const whatsappSessionSchema = whatsappSchema
  .pick(['id', 'name', 'status', 'qrcode', 'retries', 'number', 'updatedAt'])
  .shape({ pairingCode: nullableText() });

/** The contact fields a ticket carries; the contact resource adds its own (resource-schemas.ts). */
export const contactRefFields = {
  id: id(),
  name: text(),
  number: nullableText(),
  email: text(),
  profilePicUrl: text(),
  isGroup: flag(),
};
export const contactRefSchema = dtoObject(contactRefFields);

export const TicketStatuses = ['pending', 'open', 'closed'] as const;

export const ticketSchema = dtoObject({
  id: id(),
  uuid: text(),
  status: oneOf(TicketStatuses),
  lastMessage: text(),
  lastMessageAt: timestamp(),
  unreadMessages: count(),
  isGroup: flag(),
  chatbot: flag(),
  useIntegration: flag(),
  promptId: nullableId(),
  integrationId: nullableId(),
  contactId: id(),
  userId: nullableId(),
  queueId: nullableId(),
  whatsappId: id(),
  companyId: id(),
  contact: contactRefSchema.optional().default(undefined),
  user: namedRefSchema.nullable().defined(),
  queue: queueRefSchema.nullable().defined(),
  whatsapp: namedRefSchema.nullable().defined(),
  tags: listOf(tagRefSchema.defined()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const MessageMediaTypes = ['chat', 'image', 'audio', 'video', 'application', 'sticker', 'locationMessage', 'vcard', 'call_log'] as const;

export const messageSchema = dtoObject({
  id: id(),
  wid: nullableText(),
  ticketId: id(),
  body: text(),
  fromMe: flag(),
  mediaType: oneOf(MessageMediaTypes),
  mediaUrl: nullableText(),
  mimetype: nullableText(),
  filename: nullableText(),
  ack: count(),
  read: flag(),
  isDeleted: flag(),
  isEdited: flag(),
  isAutomatic: flag(),
  reaction: nullableText(),
  reactions: listOf(dtoObject({ emoji: text(), fromMe: flag() }).defined()),
  quotedMsg: dtoObject({ id: id(), body: text(), fromMe: flag(), mediaType: oneOf(MessageMediaTypes) })
    .nullable()
    .defined(),
  contact: namedRefSchema.nullable().defined(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** Compile-time proof that each schema describes exactly its interface. */
export type DtoSchemaChecks = [
  Assert<Same<yup.InferType<typeof planSchema>, PlanDTO>>,
  Assert<Same<yup.InferType<typeof settingSchema>, SettingDTO>>,
  Assert<Same<yup.InferType<typeof companySchema>, CompanyDTO>>,
  Assert<Same<yup.InferType<typeof userSchema>, UserDTO>>,
  Assert<Same<yup.InferType<typeof queueRefSchema>, QueueRefDTO>>,
  Assert<Same<yup.InferType<typeof tagRefSchema>, TagRefDTO>>,
  Assert<Same<yup.InferType<typeof whatsappSchema>, WhatsappDTO>>,
  Assert<Same<yup.InferType<typeof whatsappSessionSchema>, WhatsappSessionDTO>>,
  Assert<Same<yup.InferType<typeof contactRefSchema>, ContactRefDTO>>,
  Assert<Same<yup.InferType<typeof ticketSchema>, TicketDTO>>,
  Assert<Same<yup.InferType<typeof messageSchema>, MessageDTO>>,
];
