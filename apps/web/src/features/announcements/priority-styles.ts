import type { AnnouncementPriority } from '@zapdesk/shared';

/** Spec §9: 1 high (red), 2 medium (orange), 3 low (grey); labels are i18n keys. */
export const PRIORITY_STYLES: Record<AnnouncementPriority, { labelKey: string; chip: 'error' | 'warning' | 'default'; bar: string }> = {
  1: { labelKey: 'announcements.priorities.high', chip: 'error', bar: 'error.main' },
  2: { labelKey: 'announcements.priorities.medium', chip: 'warning', bar: 'warning.main' },
  3: { labelKey: 'announcements.priorities.low', chip: 'default', bar: 'grey.500' },
};
