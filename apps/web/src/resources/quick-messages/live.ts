import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, QuickMessageDTO, UserDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { quickMessageKeys } from './keys';
import { canViewQuickMessage } from './permissions';

const byShortcode = (a: QuickMessageDTO, b: QuickMessageDTO) => a.shortcode.localeCompare(b.shortcode) || a.id - b.id;

/** GET /quick-messages: by shortcode; the search matches shortcode or text (any case). */
export const quickMessageListRule: ListRule<QuickMessageDTO> = {
  matches: (record, search) => textMatches(search, record.shortcode, record.message),
  compare: byShortcode,
};

/** A `quickmessage` event for this viewer: a reply made private by its author leaves everybody else's lists. */
export function quickMessageChange(payload: CompanyEventPayloads['quickmessage'], viewer: UserDTO | null): RowChange<QuickMessageDTO> {
  if (payload.action === 'delete') return { type: 'remove', id: payload.quickMessageId };
  if (!canViewQuickMessage(viewer, payload.quickMessage)) return { type: 'remove', id: payload.quickMessage.id };
  return { type: 'upsert', row: payload.quickMessage, isNew: payload.action === 'create' };
}

/** Puts a saved or deleted reply into the page's lists and the message input's suggestions. */
export function applyQuickMessageChange(queryClient: QueryClient, change: RowChange<QuickMessageDTO>): void {
  applyToPagedLists(queryClient, quickMessageKeys.lists, change, quickMessageListRule);
  applyToCachedArray(queryClient, quickMessageKeys.usable, change, byShortcode);
}

export const applyQuickMessageEvent: LiveApplier<'quickmessage'> = (queryClient, payload, viewer) =>
  applyQuickMessageChange(queryClient, quickMessageChange(payload, viewer));
