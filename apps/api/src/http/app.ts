import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { env } from '../config/env.js';
import { logger } from '../core/logger.js';
import './types.js';
import { requireAuth } from './middleware/authenticate.js';
import { guardInput } from './input-guard.js';
import { cancelQueriesOnAbort, requestId } from './middleware/request-scope.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { companiesRoutes } from '../modules/companies/companies.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { helpsRoutes } from '../modules/helps/helps.routes.js';
import { passwordResetRoutes } from '../modules/password-reset/password-reset.routes.js';
import { plansRoutes } from '../modules/plans/plans.routes.js';
import { settingsRoutes } from '../modules/settings/settings.routes.js';
import { usersRoutes } from '../modules/users/users.routes.js';
import { whatsappRoutes, whatsappSessionRoutes } from '../modules/connections/connections.routes.js';
import { sandboxRoutes } from '../modules/connections/sandbox.routes.js';
import { messagesRoutes } from '../modules/messages/messages.routes.js';
import { ticketsRoutes } from '../modules/tickets/tickets.routes.js';
import { ticketNotesRoutes } from '../modules/ticket-notes/ticket-notes.routes.js';
import { tagsRoutes, ticketTagsRoutes } from '../modules/tags/tags.routes.js';
import { kanbanRoutes } from '../modules/kanban/kanban.routes.js';
import { contactsRoutes } from '../modules/contacts/contacts.routes.js';
import { quickMessagesRoutes } from '../modules/quick-messages/quick-messages.routes.js';
import { schedulesRoutes } from '../modules/schedules/schedules.routes.js';
import { queueRoutes } from '../modules/queues/queues.routes.js';
import { queueOptionsRoutes } from '../modules/queue-options/queue-options.routes.js';
import { announcementsRoutes, publicAnnouncementMediaRoutes } from '../modules/announcements/announcements.routes.js';
import { chatsRoutes } from '../modules/chats/chats.routes.js';
import { unreadCountsRoutes } from '../modules/unread-counts/unread-counts.routes.js';
import { campaignsRoutes } from '../modules/campaigns/campaigns.routes.js';
import { campaignSettingsRoutes } from '../modules/campaign-settings/campaign-settings.routes.js';
import { contactListItemsRoutes, contactListsRoutes } from '../modules/contact-lists/contact-lists.routes.js';
import { filesRoutes } from '../modules/files/files.routes.js';
import { externalApiRoutes } from '../modules/external-api/external-api.routes.js';
import { externalApiDocsRoutes } from '../modules/external-api/external-api.docs.routes.js';
import { webhooksRoutes } from '../modules/webhooks/webhooks.routes.js';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { invoicesRoutes, subscriptionRoutes } from '../modules/billing/billing.routes.js';
import { promptRoutes } from '../modules/prompts/prompts.routes.js';
import { queueIntegrationRoutes } from '../modules/queue-integrations/queue-integrations.routes.js';

/** The reset-password path carries the password (the spec's contract): never log it. */
export function redactUrl(url: string): string {
  return url.replace(/^(\/resetpasswords\/[^/]+\/)[^/?]+\/[^/?]+/, '$1[REDACTED]/[REDACTED]');
}

function trustProxy(value: string): string | number | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export interface AppOptions {
  /** Test-only routes mounted after the app's own and before the 404 (e.g. a deliberately slow query). */
  mountExtra?: (app: Express) => void;
}

/** Builds the Express application (no listening): used by main/http.ts and by the tests. */
export function createApp(options: AppOptions = {}) {
  const app = express();
  app.set('trust proxy', trustProxy(env.TRUST_PROXY));
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
    }),
  );
  app.use(cancelQueriesOnAbort);
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(cors({ origin: env.WEB_ORIGIN.split(',').map((o) => o.trim()), credentials: true }));
  app.use('/sandbox', requireAuth, sandboxRoutes); // before the 1 MB JSON parser: it reads bodies with 16 MB of media
  app.use(express.json({ limit: '1mb' }));
  app.use(guardInput);
  app.use(cookieParser());

  app.use(healthRoutes);
  app.use('/auth', authRoutes);
  app.use(passwordResetRoutes);
  app.use('/plans', plansRoutes);
  app.use('/companies', companiesRoutes);

  // Each protected router is mounted on its own path, so an unknown path stays a 404 for everyone.
  app.use('/settings', requireAuth, settingsRoutes);
  app.use('/users', requireAuth, usersRoutes);
  app.use('/helps', requireAuth, helpsRoutes);
  app.use('/whatsapp', requireAuth, whatsappRoutes);
  app.use('/whatsappsession', requireAuth, whatsappSessionRoutes);
  app.use('/messages', requireAuth, messagesRoutes);
  app.use('/unread-counts', requireAuth, unreadCountsRoutes);
  app.use('/tickets', requireAuth, ticketsRoutes);
  app.use('/ticket-notes', requireAuth, ticketNotesRoutes);
  app.use('/tags', requireAuth, tagsRoutes);
  app.use('/ticket-tags', requireAuth, ticketTagsRoutes);
  app.use('/ticket', requireAuth, kanbanRoutes);
  app.use('/contacts', requireAuth, contactsRoutes);
  app.use('/quick-messages', requireAuth, quickMessagesRoutes);
  app.use('/schedules', requireAuth, schedulesRoutes);
  app.use('/queue', requireAuth, queueRoutes);
  app.use('/queue-options', requireAuth, queueOptionsRoutes);
  app.use('/announcements', requireAuth, announcementsRoutes);
  app.use('/public/announcements', publicAnnouncementMediaRoutes); // no token: §10 Security's one public media
  app.use('/chats', requireAuth, chatsRoutes);
  app.use('/campaigns', requireAuth, campaignsRoutes);
  app.use('/campaign-settings', requireAuth, campaignSettingsRoutes);
  app.use('/contact-lists', requireAuth, contactListsRoutes);
  app.use('/contact-list-items', requireAuth, contactListItemsRoutes);
  app.use('/files', requireAuth, filesRoutes);
  app.use('/api', externalApiRoutes); // connection tokens, not sessions: §7 External message API
  app.use('/api', externalApiDocsRoutes); // public: the OpenAPI document and its viewer
  app.use('/webhooks', requireAuth, webhooksRoutes);
  app.use('/dashboard', requireAuth, dashboardRoutes);
  app.use('/invoices', requireAuth, invoicesRoutes);
  app.use('/subscription', subscriptionRoutes); // POST / signs in; Asaas' webhook carries its own token
  app.use('/prompt', requireAuth, promptRoutes);
  app.use('/queueIntegration', requireAuth, queueIntegrationRoutes);
  options.mountExtra?.(app);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
