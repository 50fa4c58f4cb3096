import type { InternalAxiosRequestConfig } from 'axios';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { makeQuickMessageDto } from '../../../test/dto-fixtures';
import type { Reply } from '../../../test/serve-routes';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

/** Reply 1, shared and by user 7, without attachment. */
export function makeQuickMessage(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  return makeQuickMessageDto({ shortcode: 'bomdia', message: 'Bom dia, {{firstName}}!', status: false, ...overrides });
}

/** GET /quick-messages answering from `pages` by pageNumber, filtered by the search like the API. */
export function quickMessagePages(pages: QuickMessageDTO[][]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam, pageNumber } = config.params as { searchParam: string; pageNumber: number };
    const matches = (r: QuickMessageDTO) => r.shortcode.toLowerCase().includes(searchParam) || r.message.toLowerCase().includes(searchParam);
    return { status: 200, data: { records: (pages[pageNumber - 1] ?? []).filter(matches), hasMore: pageNumber < pages.length } };
  };
}
