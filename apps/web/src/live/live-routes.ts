import type { QueryClient } from '@tanstack/react-query';
import type { UserDTO } from '@zapdesk/shared';
import { applyAnnouncementEvent } from '../resources/announcements/live';
import { applyCampaignEvent } from '../resources/campaigns/live';
import { applyContactListEvent, applyContactListItemEvent } from '../resources/contact-lists/live';
import { applyFileListEvent } from '../resources/files/live';
import { applyConnectionEvent, applySessionEvent } from '../resources/connections/live';
import { applyContactEvent } from '../resources/contacts/live';
import { applyPaymentEvent } from '../resources/invoices/live';
import { applyIntegrationEvent } from '../resources/integrations/live';
import { applyPromptEvent } from '../resources/prompts/live';
import { applyQueueEvent } from '../resources/queues/live';
import { applyQuickMessageEvent } from '../resources/quick-messages/live';
import { applySettingsEvent } from '../resources/settings/live';
import { applyTagEvent } from '../resources/tags/live';
import { applyMessageEvent } from '../resources/messages/live';
import { applyTicketContactEvent, applyTicketEvent, applyTicketMessageEvent, applyTicketTagEvent } from '../resources/tickets/live';
import { applyUnreadCountsAnnouncementEvent, applyUnreadCountsChatEvent } from '../resources/unread-counts/live';
import { applyUserEvent } from '../resources/users/live';
import type { LiveApplier, LiveEntity, LivePayloads } from './live-events';

/** Which resources each event changes: every applier puts it into all of its resource's cached queries. */
const routes: { [E in LiveEntity]?: Array<LiveApplier<E>> } = {
  queue: [applyQueueEvent],
  user: [applyUserEvent],
  tag: [applyTagEvent, applyTicketTagEvent],
  settings: [applySettingsEvent],
  whatsapp: [applyConnectionEvent],
  whatsappSession: [applySessionEvent],
  quickmessage: [applyQuickMessageEvent],
  announcement: [applyAnnouncementEvent, applyUnreadCountsAnnouncementEvent],
  chat: [applyUnreadCountsChatEvent],
  contact: [applyContactEvent, applyTicketContactEvent],
  ticket: [applyTicketEvent],
  appMessage: [applyMessageEvent, applyTicketMessageEvent],
  payment: [applyPaymentEvent],
  campaign: [applyCampaignEvent],
  ContactList: [applyContactListEvent],
  ContactListItem: [applyContactListItemEvent],
  file: [applyFileListEvent],
  prompt: [applyPromptEvent],
  queueIntegration: [applyIntegrationEvent],
};

export function applyLiveEvent<E extends LiveEntity>(queryClient: QueryClient, entity: E, payload: LivePayloads[E], viewer: UserDTO): void {
  const appliers = (routes[entity] ?? []) as Array<LiveApplier<E>>;
  for (const apply of appliers) apply(queryClient, payload, viewer);
}
