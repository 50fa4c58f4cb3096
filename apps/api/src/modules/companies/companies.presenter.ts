import { visibleSettings, type CompanyDTO } from '@zapdesk/shared';
import type { Company } from '../../models/index.js';
import { presentPlan } from '../plans/plans.presenter.js';

/**
 * Company → DTO; campaignsEnabled lives in the settings (key campaignsEnabled). Credential settings are
 * included only for a viewer who administers the company.
 */
export function presentCompany(company: Company, canSeeSecrets = false): CompanyDTO {
  const settings = company.settings ?? [];
  const campaigns = settings.find((s) => s.key === 'campaignsEnabled')?.value;
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    planId: company.planId,
    ...(company.plan && { plan: presentPlan(company.plan) }),
    status: company.status,
    campaignsEnabled: campaigns === undefined ? true : campaigns === 'true' || campaigns === 'enabled',
    dueDate: company.dueDate,
    recurrence: company.recurrence,
    trialExpiration: company.trialExpiration,
    schedules: company.schedules,
    settings: visibleSettings(settings, canSeeSecrets).map((s) => ({ key: s.key, value: s.value })),
    billingName: company.billingName,
    addressZipCode: company.addressZipCode,
    addressStreet: company.addressStreet,
    addressState: company.addressState,
    addressCity: company.addressCity,
    addressDistrict: company.addressDistrict,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}
