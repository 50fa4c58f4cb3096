import type { CompanyDTO, SignupInput } from '@zapdesk/shared';
import { SIGNUP_TRIAL_DAYS } from '@zapdesk/shared';
import { addDays, today } from '../../core/clock.js';
import { createCompany } from './create-company.js';

/**
 * Public sign-up: the company, its admin and default settings. The server decides the trial
 * (due date today + 3 days, active): the client's dueDate, status and price are never trusted.
 */
export async function signUpCompany(input: SignupInput): Promise<CompanyDTO> {
  const dueDate = addDays(today(), SIGNUP_TRIAL_DAYS);
  return createCompany({
    name: input.name,
    email: input.email,
    phone: input.phone,
    planId: input.planId,
    recurrence: input.recurrence,
    status: true,
    campaignsEnabled: true,
    dueDate,
    trialExpiration: dueDate,
    admin: { name: input.name, email: input.email, password: input.password },
  });
}
