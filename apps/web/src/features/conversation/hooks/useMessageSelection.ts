import { useCallback, useMemo, useState } from 'react';
import { MAX_FORWARDED, type MessageDTO } from '@zapdesk/shared';

/**
 * The conversation's select mode (forwarding several messages, as WhatsApp does): started from a message's menu
 * with that message ticked; stops at the API's MAX_FORWARDED. The selection lists the messages in the history's
 * order, so they are forwarded as they were written.
 */
export function useMessageSelection(ticketId: number, messages: MessageDTO[]) {
  // Kept with its ticket: opening another conversation leaves select mode.
  const [state, setState] = useState<{ ticketId: number; ids: ReadonlySet<number> } | null>(null);
  const ids = state?.ticketId === ticketId ? state.ids : null;

  const start = useCallback((message: MessageDTO) => setState({ ticketId: message.ticketId, ids: new Set([message.id]) }), []);
  const stop = useCallback(() => setState(null), []);
  const toggle = useCallback(
    (message: MessageDTO) =>
      setState((current) => {
        if (!current) return current;
        const next = new Set(current.ids);
        if (next.has(message.id)) next.delete(message.id);
        else if (next.size < MAX_FORWARDED) next.add(message.id);
        return { ...current, ids: next };
      }),
    [],
  );
  const selected = useMemo(() => (ids ? messages.filter((message) => ids.has(message.id)) : []), [ids, messages]);

  return { selecting: ids !== null, ids: ids ?? new Set<number>(), selected, isFull: selected.length >= MAX_FORWARDED, start, stop, toggle };
}

export type MessageSelection = ReturnType<typeof useMessageSelection>;
