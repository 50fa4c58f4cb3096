import type { QuickMessageDTO, QuickMessagesPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

export interface QuickMessageListQuery {
  searchParam: string;
  pageNumber: number;
}

/** What the dialog saves; geral and status are left out when the user may not change them. */
export interface QuickMessageInput {
  shortcode: string;
  message: string;
  geral?: boolean;
  status?: boolean;
}

/** GET /quick-messages: a page of 20 by shortcode of the replies I may view; the search matches shortcode or text. */
export function fetchQuickMessages(params: QuickMessageListQuery): Promise<Page<QuickMessageDTO>> {
  return api.get<QuickMessagesPage>('/quick-messages', { params }).then((r) => toPage(r.data.records, r.data));
}

/** GET /quick-messages/list: every shared reply plus my own (the message input's '/' suggestions). */
export function fetchUsableQuickMessages(params: { companyId: number; userId: number }): Promise<QuickMessageDTO[]> {
  return api.get<QuickMessageDTO[]>('/quick-messages/list', { params }).then((r) => r.data);
}

/** A reply's attachment, fetched with the token (spec §7: media travels as blobs with authorisation). */
export async function fetchQuickMessageFile(quickMessage: Pick<QuickMessageDTO, 'mediaPath' | 'mediaName'>): Promise<File> {
  const path = quickMessage.mediaPath ?? '';
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  const name = quickMessage.mediaName || path.split('/').pop() || 'file';
  return new File([data], name, { type: data.type });
}

export function createQuickMessage(input: QuickMessageInput): Promise<QuickMessageDTO> {
  return api.post<QuickMessageDTO>('/quick-messages', input).then((r) => r.data);
}

export function updateQuickMessage(id: number, input: QuickMessageInput): Promise<QuickMessageDTO> {
  return api.put<QuickMessageDTO>(`/quick-messages/${id}`, input).then((r) => r.data);
}

export function deleteQuickMessage(id: number): Promise<void> {
  return api.delete(`/quick-messages/${id}`).then(() => undefined);
}

/** POST /quick-messages/{id}/media-upload (multipart typeArch=quickMessage, file): replaces any previous attachment. */
export function uploadQuickMessageMedia(id: number, file: File): Promise<QuickMessageDTO> {
  const form = new FormData();
  form.append('typeArch', 'quickMessage');
  form.append('file', file);
  return api.post<QuickMessageDTO>(`/quick-messages/${id}/media-upload`, form).then((r) => r.data);
}

/** DELETE /quick-messages/{id}/media-upload: the reply keeps its text and loses its file. */
export function removeQuickMessageMedia(id: number): Promise<QuickMessageDTO> {
  return api.delete<QuickMessageDTO>(`/quick-messages/${id}/media-upload`).then((r) => r.data);
}
