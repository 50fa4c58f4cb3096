import type { ContactDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { loadContactDto } from './contacts.queries.js';

/** GET /contacts/:id: any user of the company sees any of its contacts (they start tickets with them). */
export async function showContact(ctx: ServiceContext, id: number): Promise<ContactDTO> {
  return loadContactDto(ctx, id);
}
