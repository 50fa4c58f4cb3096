import type { QuickMessageDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { QuickMessage } from '../../models/index.js';
import { presentQuickMessage } from './quick-messages.presenter.js';
import { ensureShortcodeFree, publishQuickMessage, rethrowShortcodeTaken } from './quick-messages.queries.js';
import type { QuickMessageCreateInput } from './quick-messages.schemas.js';

/** POST /quick-messages: a reply authored by the user (attach a file afterwards with media-upload). */
export async function createQuickMessage(ctx: ServiceContext, input: QuickMessageCreateInput): Promise<QuickMessageDTO> {
  const userId = actorUserId(ctx);
  return inTransaction(ctx, async (tx) => {
    await ensureShortcodeFree(tx, userId, input.shortcode);
    const record = await QuickMessage.create(
      { shortcode: input.shortcode, message: input.message, geral: input.geral, status: input.status, userId, companyId: ctx.companyId },
      { transaction: tx.transaction },
    );
    const dto = presentQuickMessage(record);
    publishQuickMessage(tx, 'create', dto);
    return dto;
  }).catch(rethrowShortcodeTaken);
}
