import { visibleSettings, type UserDTO } from '@zapdesk/shared';
import type { User } from '../../models/index.js';
import { presentPlan } from '../plans/plans.presenter.js';

/** User → DTO; the company block (with settings and plan) is included when loaded. */
export function presentUser(user: User): UserDTO {
  const company = user.company;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    online: user.online,
    companyId: user.companyId,
    allTicket: user.allTicket,
    whatsappId: user.whatsappId,
    queues: (user.queues ?? []).map((q) => ({ id: q.id, name: q.name, color: q.color })),
    ...(company && {
      company: {
        id: company.id,
        name: company.name,
        email: company.email,
        status: company.status,
        dueDate: company.dueDate,
        trialExpiration: company.trialExpiration,
        settings: visibleSettings(company.settings ?? [], user.profile === 'admin' || user.super).map((s) => ({ key: s.key, value: s.value })),
        ...(company.plan && { plan: presentPlan(company.plan) }),
      },
    }),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
