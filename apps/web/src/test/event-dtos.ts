import {
  ANNOUNCEMENT_EVENT,
  announcementSchema,
  campaignSchema,
  chatMessageSchema,
  chatSchema,
  companySchema,
  contactListItemSchema,
  contactListSchema,
  contactRefSchema,
  fileListSchema,
  messageSchema,
  parseDto,
  promptSchema,
  queueIntegrationSchema,
  queueSchema,
  quickMessageSchema,
  scheduleSchema,
  settingSchema,
  tagSchema,
  ticketSchema,
  userSchema,
  whatsappSchema,
  whatsappSessionSchema,
  type CompanyEntity,
  type DtoSchema,
  type PlatformEventName,
} from '@zapdesk/shared';

// The DTOs inside the payloads of the events the API emits, by field, held to the schemas the API's own route tests
// check (test/live-socket.ts checks every event a test sends): a fake event cannot carry a shape the API never sends.
// Not listed: auth (a user id and a session id), session (no DTO).
type PayloadDtos = Record<string, DtoSchema<unknown>>;

const COMPANY_EVENT_DTOS: Partial<Record<CompanyEntity, PayloadDtos>> = {
  user: { user: userSchema },
  settings: { setting: settingSchema },
  company: { company: companySchema },
  // The event leaves the external-API token out (events.ts).
  whatsapp: { whatsapp: whatsappSchema.omit(['token']) },
  whatsappSession: { session: whatsappSessionSchema },
  ticket: { ticket: ticketSchema },
  appMessage: { message: messageSchema, ticket: ticketSchema, contact: contactRefSchema },
  contact: { contact: contactRefSchema },
  quickmessage: { quickMessage: quickMessageSchema },
  queue: { queue: queueSchema },
  tag: { tag: tagSchema },
  payment: { company: companySchema },
  schedule: { schedule: scheduleSchema },
  chat: { chat: chatSchema, message: chatMessageSchema },
  prompt: { prompt: promptSchema },
  queueIntegration: { queueIntegration: queueIntegrationSchema },
  campaign: { record: campaignSchema },
  ContactList: { record: contactListSchema },
  ContactListItem: { record: contactListItemSchema },
  file: { fileList: fileListSchema },
};

const PLATFORM_EVENT_DTOS: Record<PlatformEventName, PayloadDtos> = {
  [ANNOUNCEMENT_EVENT]: { announcement: announcementSchema },
};

function checkDtos(label: string, dtos: PayloadDtos, payload: object): void {
  for (const [field, schema] of Object.entries(dtos)) {
    if (field in payload) parseDto(schema, (payload as Record<string, unknown>)[field], `${label} event's ${field}`);
  }
}

/** Throws, naming the field, when a DTO inside a `company-{id}-{entity}` payload is not its schema's. */
export function checkCompanyEventDtos(entity: CompanyEntity, payload: object): void {
  checkDtos(entity, COMPANY_EVENT_DTOS[entity] ?? {}, payload);
}

/** Throws, naming the field, when a DTO inside a platform event's payload is not its schema's. */
export function checkPlatformEventDtos(event: PlatformEventName, payload: object): void {
  checkDtos(event, PLATFORM_EVENT_DTOS[event], payload);
}
