import type { QuickMessageDTO } from '@zapdesk/shared';

/** Spec §9: the message part of a suggestion is cut at this many characters, plus an ellipsis. */
export const QUICK_REPLY_PREVIEW_LENGTH = 35;

/** Spec §9: suggestions start when the text begins with '/' and has more than one character. */
export function quickReplyQuery(text: string): string | null {
  if (!text.startsWith('/') || text.length <= 1) return null;
  return text.slice(1).toLowerCase();
}

/** '/{shortcode} - {message}', the message cut at 35 characters plus '...'. */
export function quickReplyLabel(quickMessage: Pick<QuickMessageDTO, 'shortcode' | 'message'>): string {
  const { message } = quickMessage;
  const preview = message.length > QUICK_REPLY_PREVIEW_LENGTH ? `${message.slice(0, QUICK_REPLY_PREVIEW_LENGTH)}...` : message;
  return `/${quickMessage.shortcode} - ${preview}`;
}

/** Quick messages whose shortcode contains the typed text (case-insensitive), those starting with it first. */
export function matchQuickReplies(quickMessages: readonly QuickMessageDTO[], text: string): QuickMessageDTO[] {
  const query = quickReplyQuery(text);
  if (query === null) return [];
  const matches = quickMessages.filter((quickMessage) => quickMessage.shortcode.toLowerCase().includes(query));
  const startsWithQuery = (quickMessage: QuickMessageDTO) => (quickMessage.shortcode.toLowerCase().startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => startsWithQuery(a) - startsWithQuery(b));
}
