import { afterAll, beforeAll } from 'vitest';
import { now, travel } from '../../core/clock.js';
import { setScheduleTimer, type ScheduleJobRef, type ScheduleTimer } from '../../core/schedule-timer.js';
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

/** An ISO instant `ms` from now on the application's clock. */
export const fromNow = (ms: number) => new Date(now().getTime() + ms).toISOString();

/**
 * A schedule timer whose wait runs on the movable clock (core/clock.ts), over Bull's real queue and
 * processor: a version is handed to Bull (delay 0) once the clock reaches its sendAt, as its delayed job
 * would be by then, so a test moves time instead of sleeping until sendAt. Disarming removes it from both.
 */
export function movableScheduleTimer() {
  const waiting = new Map<string, { ref: ScheduleJobRef; sendAt: Date }>();
  const key = (ref: ScheduleJobRef) => `${ref.scheduleId}-v${ref.version}`;
  const timer: ScheduleTimer = {
    async arm(ref, sendAt) {
      if (sendAt.getTime() <= now().getTime()) await bullScheduleTimer.arm(ref, sendAt);
      else waiting.set(key(ref), { ref, sendAt });
    },
    async disarm(ref) {
      waiting.delete(key(ref));
      await bullScheduleTimer.disarm(ref);
    },
  };
  return {
    timer,
    /** Moves the clock forward; every armed version that came due goes to Bull's queue. */
    async advance(ms: number): Promise<void> {
      travel(ms);
      for (const [id, { ref, sendAt }] of waiting) {
        if (sendAt.getTime() > now().getTime()) continue;
        waiting.delete(id);
        await bullScheduleTimer.arm(ref, sendAt);
      }
    },
    /** Whether a version is armed and waiting for its time. */
    isArmed: (ref: ScheduleJobRef) => waiting.has(key(ref)),
  };
}

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
