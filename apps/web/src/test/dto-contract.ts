import {
  announcementSchema,
  announcementsPageSchema,
  campaignSchema,
  campaignSettingListSchema,
  campaignsPageSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatSchema,
  chatsPageSchema,
  contactListImportResultSchema,
  contactListItemSchema,
  contactListItemsPageSchema,
  contactListListSchema,
  contactListSchema,
  contactListsPageSchema,
  fileListSchema,
  fileListsPageSchema,
  contactImportResultSchema,
  contactSchema,
  contactsPageSchema,
  kanbanTicketsSchema,
  loginResponseSchema,
  messageSchema,
  messagesPageSchema,
  parseDto,
  promptSchema,
  promptsPageSchema,
  queueIntegrationSchema,
  queueIntegrationsPageSchema,
  queueIntegrationTestResultSchema,
  queueListSchema,
  queueSchema,
  quickMessageListSchema,
  quickMessageSchema,
  quickMessagesPageSchema,
  scheduleSchema,
  sentMessagesSchema,
  schedulesPageSchema,
  tagOptionListSchema,
  tagSchema,
  tagsPageSchema,
  ticketNoteListSchema,
  ticketNoteSchema,
  ticketSchema,
  ticketsPageSchema,
  userOptionListSchema,
  userSchema,
  usersPageSchema,
  whatsappListSchema,
  whatsappSchema,
  type DtoSchema,
} from '@zapdesk/shared';

// What the API answers on success, route by route, as the shared DTO schemas its own tests check. A fake's
// answer to one of these routes (fake-adapter.ts) must match, so a screen's test cannot pass on a shape the
// API never sends; the contract suite (src/contract) holds the real API's answers to the same table. Routes
// absent here are not checked (their DTOs have no schema yet).

const ID = '\\d+';
type Route = [method: string, path: RegExp, schema: DtoSchema<unknown>];

/** A resource at /`base` whose page, record, create and update answer DTOs. */
function recordRoutes(base: string, page: DtoSchema<unknown>, record: DtoSchema<unknown>): Route[] {
  return [
    ['GET', new RegExp(`^/${base}$`), page],
    ['GET', new RegExp(`^/${base}/${ID}$`), record],
    ['POST', new RegExp(`^/${base}$`), record],
    ['PUT', new RegExp(`^/${base}/${ID}$`), record],
  ];
}

/** The picture upload and removal of a record at /`base`/{id}, both answering the record. */
function mediaRoutes(base: string, record: DtoSchema<unknown>): Route[] {
  return [
    ['POST', new RegExp(`^/${base}/${ID}/media-upload$`), record],
    ['DELETE', new RegExp(`^/${base}/${ID}/media-upload$`), record],
  ];
}

const ROUTES: Route[] = [
  ['GET', /^\/tickets$/, ticketsPageSchema],
  ['GET', new RegExp(`^/tickets/(${ID}|u/[^/]+)$`), ticketSchema],
  ['POST', /^\/tickets$/, ticketSchema],
  ['PUT', new RegExp(`^/tickets/${ID}$`), ticketSchema],
  ['POST', /^\/tags\/sync$/, ticketSchema],
  ['PUT', new RegExp(`^/ticket-tags/${ID}/${ID}$`), ticketSchema],
  ['DELETE', new RegExp(`^/ticket-tags/${ID}$`), ticketSchema],
  ['GET', /^\/ticket\/kanban$/, kanbanTicketsSchema],
  ['GET', new RegExp(`^/messages/${ID}$`), messagesPageSchema],
  ['POST', new RegExp(`^/messages/${ID}(/file-list)?$`), sentMessagesSchema],
  ['PUT', new RegExp(`^/messages/${ID}(/reaction)?$`), messageSchema],
  ['DELETE', new RegExp(`^/messages/${ID}$`), messageSchema],
  ['GET', /^\/contacts$/, contactsPageSchema],
  ['GET', new RegExp(`^/contacts/${ID}$`), contactSchema],
  ['POST', /^\/contacts$/, contactSchema],
  ['PUT', new RegExp(`^/contacts/${ID}$`), contactSchema],
  ['POST', /^\/contacts\/import$/, contactImportResultSchema],
  ['GET', /^\/users$/, usersPageSchema],
  ['GET', /^\/users\/list$/, userOptionListSchema],
  ['GET', new RegExp(`^/users/${ID}$`), userSchema],
  ['POST', /^\/users$/, userSchema],
  ['PUT', new RegExp(`^/users/${ID}$`), userSchema],
  ['GET', /^\/queue$/, queueListSchema],
  ['GET', new RegExp(`^/queue/${ID}$`), queueSchema],
  ['POST', /^\/queue$/, queueSchema],
  ['PUT', new RegExp(`^/queue/${ID}$`), queueSchema],
  ['GET', /^\/tags$/, tagsPageSchema],
  ['GET', /^\/tags\/(list|kanban)$/, tagOptionListSchema],
  ['POST', /^\/tags$/, tagSchema],
  ['PUT', new RegExp(`^/tags/${ID}$`), tagSchema],
  ['GET', /^\/quick-messages$/, quickMessagesPageSchema],
  ['GET', /^\/quick-messages\/list$/, quickMessageListSchema],
  ['POST', /^\/quick-messages$/, quickMessageSchema],
  ['PUT', new RegExp(`^/quick-messages/${ID}$`), quickMessageSchema],
  ['POST', new RegExp(`^/quick-messages/${ID}/media-upload$`), quickMessageSchema],
  ['DELETE', new RegExp(`^/quick-messages/${ID}/media-upload$`), quickMessageSchema],
  ['GET', /^\/whatsapp$/, whatsappListSchema],
  ['GET', new RegExp(`^/whatsapp/${ID}$`), whatsappSchema],
  ['POST', /^\/whatsapp$/, whatsappSchema],
  ['PUT', new RegExp(`^/whatsapp/${ID}$`), whatsappSchema],
  ['POST', /^\/auth\/(login|refresh_token)$/, loginResponseSchema],
  ...recordRoutes('schedules', schedulesPageSchema, scheduleSchema),
  ...mediaRoutes('schedules', scheduleSchema),
  ['GET', /^\/chats$/, chatsPageSchema],
  ['GET', /^\/chats\/[^/]+$/, chatSchema],
  ['POST', /^\/chats$/, chatSchema],
  ['PUT', new RegExp(`^/chats/${ID}$`), chatSchema],
  ['POST', new RegExp(`^/chats/${ID}/read$`), chatSchema],
  ['GET', new RegExp(`^/chats/${ID}/messages$`), chatMessagesPageSchema],
  ['POST', new RegExp(`^/chats/${ID}/messages$`), chatMessageSchema],
  ...recordRoutes('announcements', announcementsPageSchema, announcementSchema),
  ...mediaRoutes('announcements', announcementSchema),
  ['GET', /^\/ticket-notes\/list$/, ticketNoteListSchema],
  ['POST', /^\/ticket-notes$/, ticketNoteSchema],
  ...recordRoutes('prompt', promptsPageSchema, promptSchema),
  ...recordRoutes('queueIntegration', queueIntegrationsPageSchema, queueIntegrationSchema),
  ['POST', /^\/queueIntegration\/testSession$/, queueIntegrationTestResultSchema],
  ...recordRoutes('campaigns', campaignsPageSchema, campaignSchema),
  ...mediaRoutes('campaigns', campaignSchema),
  ['POST', new RegExp(`^/campaigns/${ID}/(cancel|restart)$`), campaignSchema],
  ['GET', /^\/campaign-settings$/, campaignSettingListSchema],
  ['POST', /^\/campaign-settings$/, campaignSettingListSchema],
  ...recordRoutes('contact-lists', contactListsPageSchema, contactListSchema),
  ['GET', /^\/contact-lists\/list$/, contactListListSchema],
  ['POST', new RegExp(`^/contact-lists/${ID}/(upload|tag)$`), contactListImportResultSchema],
  ...recordRoutes('contact-list-items', contactListItemsPageSchema, contactListItemSchema),
  ...recordRoutes('files', fileListsPageSchema, fileListSchema),
  ['POST', new RegExp(`^/files/uploadList/${ID}$`), fileListSchema],
];

/** The route (method, path pattern, schema) the API's answer to `method url` is held to, if any. */
function routeOf(method: string, url: string): (typeof ROUTES)[number] | undefined {
  const path = url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '')
    .replace(/(.)\/+$/, '$1');
  return ROUTES.find(([m, pattern]) => m === method && pattern.test(path));
}

/** Every route of the table as 'METHOD pattern', for the contract suite's coverage check. */
export const checkedRoutes = (): string[] => ROUTES.map(([method, pattern]) => `${method} ${pattern.source}`);

/** The mismatches seen since the last `takeDtoMismatches` (the screen under test may swallow the error). */
const mismatches: Error[] = [];

/**
 * Throws (and keeps the error for the test's end) when a successful answer to `method url` is not the DTO
 * the route is held to; `source` names who answered ('fake', 'API'). Answers the route's pattern when checked.
 */
export function checkAnswer(source: string, method: string, url: string, status: number, data: unknown): RegExp | undefined {
  if (status < 200 || status >= 300) return undefined;
  const route = routeOf(method.toUpperCase(), url);
  if (!route) return undefined;
  try {
    parseDto(route[2], data, `${source} answer to ${method.toUpperCase()} ${url}`);
  } catch (error) {
    mismatches.push(error as Error);
    throw error;
  }
  return route[1];
}

/** The mismatches since the last call, forgotten once read (setup.ts fails the test that had any). */
export function takeDtoMismatches(): Error[] {
  return mismatches.splice(0);
}
