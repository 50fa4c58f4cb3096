import type { QueueIntegrationDTO, QueueIntegrationInput, QueueIntegrationsPage, QueueIntegrationTestInput, QueueIntegrationTestResult } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';
import { toNamedRecords, type NamedRecord } from '../named-records';

/** GET /queueIntegration/: one page of the company's integrations by name (admins, plan useIntegrations). */
export function fetchIntegrations(params: { searchParam: string; pageNumber: number }): Promise<Page<QueueIntegrationDTO>> {
  return api.get<QueueIntegrationsPage>('/queueIntegration/', { params }).then((r) => toPage(r.data.queueIntegrations, r.data));
}

/** GET /queueIntegration/: the company's integrations, as the connection and queue pickers offer them. */
export function fetchIntegrationOptions(): Promise<NamedRecord[]> {
  return api.get<unknown>('/queueIntegration/').then((r) => toNamedRecords(r.data, 'queueIntegrations'));
}

export function createIntegration(payload: QueueIntegrationInput): Promise<QueueIntegrationDTO> {
  return api.post<QueueIntegrationDTO>('/queueIntegration', payload).then((r) => r.data);
}

/** PUT /queueIntegration/{id}: an empty jsonContent keeps the stored credentials. */
export function updateIntegration(id: number, payload: Partial<QueueIntegrationInput>): Promise<QueueIntegrationDTO> {
  return api.put<QueueIntegrationDTO>(`/queueIntegration/${id}`, payload).then((r) => r.data);
}

export function deleteIntegration(id: number): Promise<void> {
  return api.delete(`/queueIntegration/${id}`).then(() => undefined);
}

/** POST /queueIntegration/testSession: tries the settings (or a saved one's) without saving; `ok` false says what failed. */
export function testIntegrationSession(payload: QueueIntegrationTestInput): Promise<QueueIntegrationTestResult> {
  return api.post<QueueIntegrationTestResult>('/queueIntegration/testSession', payload).then((r) => r.data);
}
