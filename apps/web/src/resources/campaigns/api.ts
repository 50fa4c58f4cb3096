import type { CampaignDTO, CampaignMessageField, CampaignConfirmationField, CampaignsPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** GET /campaigns (docs/contract.md §7): newest first; the search matches the name. */
export function fetchCampaigns(params: { searchParam: string; pageNumber: number }): Promise<Page<CampaignDTO>> {
  return api.get<CampaignsPage>('/campaigns', { params }).then((r) => toPage(r.data.records, r.data));
}

export function fetchCampaign(id: number): Promise<CampaignDTO> {
  return api.get<CampaignDTO>(`/campaigns/${id}`).then((r) => r.data);
}

/** What the dialog sends: §5 scheduledAt 'YYYY-MM-DD HH:mm:ss' or null, empty ids null. */
export type CampaignInput = Partial<Record<CampaignMessageField | CampaignConfirmationField, string>> & {
  name?: string;
  confirmation?: boolean;
  scheduledAt?: string | null;
  whatsappId?: number | null;
  contactListId?: number | null;
  tagListId?: number | null;
  fileListId?: number | null;
};

export function createCampaign(input: CampaignInput): Promise<CampaignDTO> {
  return api.post<CampaignDTO>('/campaigns', input).then((r) => r.data);
}

export function updateCampaign(id: number, input: CampaignInput): Promise<CampaignDTO> {
  return api.put<CampaignDTO>(`/campaigns/${id}`, input).then((r) => r.data);
}

export function deleteCampaign(id: number): Promise<void> {
  return api.delete(`/campaigns/${id}`).then(() => undefined);
}

/** POST /campaigns/{id}/cancel: EM_ANDAMENTO → CANCELADA (§4). */
export function cancelCampaign(id: number): Promise<CampaignDTO> {
  return api.post<CampaignDTO>(`/campaigns/${id}/cancel`).then((r) => r.data);
}

/** POST /campaigns/{id}/restart: CANCELADA → EM_ANDAMENTO, only the undelivered contacts (§4). */
export function restartCampaign(id: number): Promise<CampaignDTO> {
  return api.post<CampaignDTO>(`/campaigns/${id}/restart`).then((r) => r.data);
}

export function uploadCampaignMedia(id: number, file: File): Promise<CampaignDTO> {
  const form = new FormData();
  form.append('file', file);
  return api.post<CampaignDTO>(`/campaigns/${id}/media-upload`, form).then((r) => r.data);
}

export function removeCampaignMedia(id: number): Promise<CampaignDTO> {
  return api.delete<CampaignDTO>(`/campaigns/${id}/media-upload`).then((r) => r.data);
}
