import type { PromptDTO, PromptInput, PromptsPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';
import { toNamedRecords, type NamedRecord } from '../named-records';

/** GET /prompt: one page (20) of the company's prompts by name (admins, plan useOpenAi). */
export function fetchPrompts(params: { searchParam: string; pageNumber: number }): Promise<Page<PromptDTO>> {
  return api.get<PromptsPage>('/prompt', { params }).then((r) => toPage(r.data.prompts, r.data));
}

/** GET /prompt: the company's AI prompts, as the connection and queue pickers offer them. */
export function fetchPromptOptions(): Promise<NamedRecord[]> {
  return api.get<unknown>('/prompt').then((r) => toNamedRecords(r.data, 'prompts'));
}

export function createPrompt(payload: PromptInput): Promise<PromptDTO> {
  return api.post<PromptDTO>('/prompt', payload).then((r) => r.data);
}

/** PUT /prompt/{id}: an empty apiKey / voiceKey keeps the stored key. */
export function updatePrompt(id: number, payload: Partial<PromptInput>): Promise<PromptDTO> {
  return api.put<PromptDTO>(`/prompt/${id}`, payload).then((r) => r.data);
}

export function deletePrompt(id: number): Promise<void> {
  return api.delete(`/prompt/${id}`).then(() => undefined);
}
