import type { CompanyDTO, HelpDTO, PlanDTO, Recurrence } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** One page of GET /companies (super user). */
export interface CompaniesPage {
  companies: CompanyDTO[];
  count: number;
  hasMore: boolean;
}

/** The Empresas form's body; an empty due date travels as null (spec §5). */
export interface CompanyPayload {
  name: string;
  email: string;
  phone: string;
  planId: number;
  status: boolean;
  campaignsEnabled: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
}

export function fetchCompaniesPage(pageNumber: number): Promise<CompaniesPage> {
  return api.get<CompaniesPage>('/companies', { params: { pageNumber } }).then((r) => r.data);
}

export function saveCompany(id: number | null, payload: CompanyPayload): Promise<CompanyDTO> {
  const request = id === null ? api.post<CompanyDTO>('/companies', payload) : api.put<CompanyDTO>(`/companies/${id}`, payload);
  return request.then((r) => r.data);
}

export function deleteCompany(id: number): Promise<void> {
  return api.delete(`/companies/${id}`).then(() => undefined);
}

export type PlanPayload = Omit<PlanDTO, 'id' | 'campaigns' | 'schedules' | 'createdAt' | 'updatedAt'>;

export function fetchPlans(): Promise<PlanDTO[]> {
  return api.get<PlanDTO[]>('/plans/all').then((r) => r.data);
}

export function savePlan(id: number | null, payload: PlanPayload): Promise<PlanDTO> {
  const request = id === null ? api.post<PlanDTO>('/plans', payload) : api.put<PlanDTO>(`/plans/${id}`, payload);
  return request.then((r) => r.data);
}

export function deletePlan(id: number): Promise<void> {
  return api.delete(`/plans/${id}`).then(() => undefined);
}

export type HelpPayload = Pick<HelpDTO, 'title' | 'video' | 'description'>;

export function fetchHelps(): Promise<HelpDTO[]> {
  return api.get<HelpDTO[]>('/helps').then((r) => r.data);
}

export function saveHelp(id: number | null, payload: HelpPayload): Promise<HelpDTO> {
  const request = id === null ? api.post<HelpDTO>('/helps', payload) : api.put<HelpDTO>(`/helps/${id}`, payload);
  return request.then((r) => r.data);
}

export function deleteHelp(id: number): Promise<void> {
  return api.delete(`/helps/${id}`).then(() => undefined);
}
