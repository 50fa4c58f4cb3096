import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { quickMessageQueries } from '../../../resources/quick-messages/keys';
import { matchQuickReplies } from './quick-replies';

/**
 * The suggestions under a '/shortcode' being typed, with keyboard navigation. The list is fetched the
 * first time the attendant types '/', not on every ticket opened.
 */
export function useQuickReplies(text: string, onChoose: (quickMessage: QuickMessageDTO) => void) {
  const { user } = useAuth();
  const companyId = user?.companyId ?? 0;
  const userId = user?.id ?? 0;
  const wantsSuggestions = text.startsWith('/');
  const list = useQuery({ ...quickMessageQueries.usable(companyId, userId), enabled: wantsSuggestions && userId > 0 });
  const suggestions = useMemo(() => matchQuickReplies(list.data ?? [], text), [list.data, text]);
  // Highlight and dismissal belong to the text they were made for: typing resets both.
  const [highlight, setHighlight] = useState({ text, index: 0 });
  const [dismissedText, setDismissedText] = useState<string | null>(null);
  const activeIndex = highlight.text === text ? Math.min(highlight.index, Math.max(suggestions.length - 1, 0)) : 0;
  const isOpen = suggestions.length > 0 && dismissedText !== text;

  useEffect(() => {
    if (list.error) toastError(list.error);
  }, [list.error]);

  const choose = (quickMessage: QuickMessageDTO) => {
    setDismissedText(null);
    onChoose(quickMessage);
  };

  /** Arrows move, Enter or Tab choose, Escape closes; returns true when the key was used. */
  const handleKeyDown = (event: KeyboardEvent): boolean => {
    if (!isOpen) return false;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ text, index: (activeIndex + step + count) % count });
    } else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      choose(suggestions[activeIndex]);
    } else if (event.key === 'Escape') {
      setDismissedText(text);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return { suggestions, isOpen, activeIndex, choose, handleKeyDown, highlight: (index: number) => setHighlight({ text, index }) };
}
