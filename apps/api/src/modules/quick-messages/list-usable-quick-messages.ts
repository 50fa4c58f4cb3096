import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { QuickMessage } from '../../models/index.js';
import { visibleQuickMessagesWhere } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';

/** GET /quick-messages/list: every reply the user may use in a ticket (shared ones plus their own), by shortcode. */
export async function listUsableQuickMessages(ctx: ServiceContext): Promise<QuickMessageDTO[]> {
  const records = await QuickMessage.findAll({
    where: { companyId: ctx.companyId, ...visibleQuickMessagesWhere(ctx) },
    order: [
      ['shortcode', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return records.map(presentQuickMessage);
}
