import type { QuickMessageDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** GET /quick-messages/list: the company's shared quick messages plus the user's own. */
export function fetchQuickMessageList(params: { companyId: number; userId: number }): Promise<QuickMessageDTO[]> {
  return api.get<QuickMessageDTO[]>('/quick-messages/list', { params }).then((r) => r.data);
}

/** A quick message's attachment, fetched with the token (spec §7: media travels as blobs with authorisation). */
export async function fetchQuickMessageFile(quickMessage: Pick<QuickMessageDTO, 'mediaPath' | 'mediaName'>): Promise<File> {
  const path = quickMessage.mediaPath ?? '';
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  const name = quickMessage.mediaName || path.split('/').pop() || 'file';
  return new File([data], name, { type: data.type });
}
