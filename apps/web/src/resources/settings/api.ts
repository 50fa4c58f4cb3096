import type { CompanyDTO, MailStatusDTO, ScheduleEntry, SettingDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

export function fetchSettings(): Promise<SettingDTO[]> {
  return api.get<SettingDTO[]>('/settings').then((r) => r.data);
}

export function putSetting(key: string, value: string): Promise<SettingDTO> {
  return api.put<SettingDTO>(`/settings/${encodeURIComponent(key)}`, { value }).then((r) => r.data);
}

export function fetchCompany(id: number): Promise<CompanyDTO> {
  return api.get<CompanyDTO>(`/companies/${id}`).then((r) => r.data);
}

export function putCompanySchedules(id: number, schedules: ScheduleEntry[]): Promise<CompanyDTO> {
  return api.put<CompanyDTO>(`/companies/${id}/schedules`, { schedules }).then((r) => r.data);
}

/** GET /settings/mail (super user): how the instance sends e-mail. */
export function fetchMailStatus(): Promise<MailStatusDTO> {
  return api.get<MailStatusDTO>('/settings/mail').then((r) => r.data);
}

/** POST /settings/mail/test (super user): one test e-mail to the address. */
export function postTestEmail(to: string): Promise<void> {
  return api.post('/settings/mail/test', { to }).then(() => undefined);
}
