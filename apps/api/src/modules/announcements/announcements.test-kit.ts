import { ANNOUNCEMENT_EVENT } from '@zapdesk/shared';
import type { Company } from '../../models/index.js';
import { Announcement } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createSuperUser, createTenant, unique } from '../../test/factories.js';

// Announcements are read across companies and the test database keeps rows between runs, so list tests
// search for a word of their own (`tag`) instead of counting what the database holds.

/** A super user (in a company of its own) and a tenant with an admin and a plain user. */
export async function announcementsCast() {
  const root = await createSuperUser();
  const { company, admin, agent } = await createTenant();
  return { root, company, admin, agent, tag: unique('aviso').replace(/-/g, '') };
}

export function makeAnnouncement(company: Company, overrides: Partial<Announcement> = {}): Promise<Announcement> {
  return Announcement.create({
    title: 'Manutenção programada',
    text: 'O sistema fica fora do ar às 22h.',
    priority: 3,
    status: true,
    companyId: company.id,
    ...overrides,
  });
}

/** The announcement events published by a user of this company: where each went and what it said. */
export const announcementEvents = (company: Company) =>
  eventsFor(company.id)
    .filter((e) => e.event === ANNOUNCEMENT_EVENT)
    .map((e) => ({ target: e.target, payload: e.payload as Record<string, unknown> }));
