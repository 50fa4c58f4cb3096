import { api } from '../../../lib/api-client';

/** A plan as the public sign-up list shows it (GET /plans/list). */
export interface PublicPlan {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
}

export interface SignupPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
  planId: number;
  recurrence: 'MENSAL';
}

/** A sign-up link may name the company that shared it; the API may use it to pick the plans shown. */
export function fetchPublicPlans(companyId?: string): Promise<PublicPlan[]> {
  return api.get<PublicPlan[]>('/plans/list', { params: companyId ? { companyId } : undefined }).then((r) => r.data);
}

/** The server sets the trial due date and status itself (§10 Security): the client sends neither. */
export function postSignup(payload: SignupPayload): Promise<void> {
  return api.post('/companies/cadastro', payload).then(() => undefined);
}

export function postForgetPassword(email: string): Promise<void> {
  return api.post(`/forgetpassword/${encodeURIComponent(email)}`).then(() => undefined);
}

/** The path carries the new password: that is the API's contract (spec §7). */
export function postResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  const path = [email, code, newPassword].map(encodeURIComponent).join('/');
  return api.post(`/resetpasswords/${path}`).then(() => undefined);
}
