import { afterAll, beforeAll } from 'vitest';
import { setScheduleTimer } from '../../core/schedule-timer.js';
import { bullScheduleTimer, closeQueues } from '../../jobs/queues.js';
import { Schedule, type Company, type Contact } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createTenant } from '../../test/factories.js';
import { createContact } from '../tickets/ticket-factories.test-kit.js';

// A company with an admin, an attendant and a contact; schedules built straight with the model; the real
// Bull timer installed as in the http process (jobs armed here are removed when the file ends).

const companies: number[] = [];

/** Installs the Bull-backed timer for the test file and removes every job it armed afterwards. */
export function useScheduleTimer(): void {
  beforeAll(() => setScheduleTimer(bullScheduleTimer));
  afterAll(async () => {
    const schedules = await Schedule.findAll({ where: { companyId: companies } });
    for (const s of schedules) await bullScheduleTimer.disarm({ companyId: s.companyId, scheduleId: s.id, version: s.jobVersion });
    setScheduleTimer(null);
    await closeQueues();
  });
}

export async function schedulesCast(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = await createTenant(overrides);
  companies.push(tenant.company.id);
  const contact = await createContact(tenant.company, { name: 'Maria Souza' });
  return { ...tenant, contact };
}

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export function makeSchedule(company: Company, contact: Contact, overrides: Partial<Schedule> = {}): Promise<Schedule> {
  return Schedule.create({
    body: 'Olá, sua consulta é amanhã',
    sendAt: new Date(Date.now() + 3_600_000),
    status: 'AGENDADA',
    contactId: contact.id,
    companyId: company.id,
    ...overrides,
  });
}

export const findSchedule = (company: Company, id: number) => Schedule.findOne({ where: { id, companyId: company.id } });

/** The schedule events published for a company: where each went and what it said. */
export const scheduleEvents = (company: Company) =>
  eventsFor(company.id)
    .filter((e) => e.event === `company-${company.id}-schedule`)
    .map((e) => ({ target: e.target, payload: e.payload as Record<string, unknown> }));
