import type { Company, QuickMessage } from '../../models/index.js';
import { QuickMessage as QuickMessageModel } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createTenant, createUser, type TestUser } from '../../test/factories.js';

// A company with an admin, an author and a colleague, and quick messages built straight with the model.

export async function quickMessagesCast() {
  const { company, admin, agent: author } = await createTenant();
  const colleague = await createUser(company, { name: 'Colega' });
  return { company, admin, author, colleague };
}

export function makeQuickMessage(company: Company, owner: TestUser | null, overrides: Partial<QuickMessage> = {}): Promise<QuickMessage> {
  return QuickMessageModel.create({
    shortcode: `atalho${Math.random().toString(36).slice(2, 8)}`,
    message: 'Olá! Como posso ajudar?',
    geral: false,
    status: false,
    userId: owner?.user.id ?? null,
    companyId: company.id,
    ...overrides,
  });
}

/** The quickmessage events published for a company: where each went and what it said. */
export const quickMessageEvents = (company: Company) =>
  eventsFor(company.id)
    .filter((e) => e.event === `company-${company.id}-quickmessage`)
    .map((e) => ({ target: e.target, payload: e.payload as Record<string, unknown> }));
