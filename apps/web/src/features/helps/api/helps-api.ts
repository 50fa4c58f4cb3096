import type { HelpDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** GET /helps/list: the help videos every signed-in user may watch. */
export function fetchHelpList(): Promise<HelpDTO[]> {
  return api.get<HelpDTO[]>('/helps/list').then((r) => r.data);
}

/** YouTube serves a still of every video at this address (shown as the card's thumbnail). */
export function thumbnailUrl(video: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(video)}/0.jpg`;
}

export function embedUrl(video: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(video)}`;
}
