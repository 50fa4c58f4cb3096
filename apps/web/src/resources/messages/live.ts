import type { InfiniteData } from '@tanstack/react-query';
import type { LiveApplier } from '../../live/live-events';
import type { MessagesPage } from './api';
import { messageKeys } from './keys';
import { addMessage, replaceMessage } from './message-history';

/** An `appMessage` event in the ticket's history when it is loaded: create appends, update replaces (acks, edits, deletions). */
export const applyMessageEvent: LiveApplier<'appMessage'> = (queryClient, payload) => {
  const { message } = payload;
  queryClient.setQueryData<InfiniteData<MessagesPage, unknown>>(messageKeys.history(message.ticketId), (data) =>
    data ? { ...data, pages: payload.action === 'create' ? addMessage(data.pages, message) : replaceMessage(data.pages, message) } : data,
  );
};
