import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeQuickMessageUpdate } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';
import { ensureShortcodeFree, lockQuickMessage, publishQuickMessage, rethrowShortcodeTaken } from './quick-messages.queries.js';
import type { QuickMessageUpdateInput } from './quick-messages.schemas.js';

/** PUT /quick-messages/:id: the fields sent change, under the row lock (see the policy for who may). */
export async function updateQuickMessage(ctx: ServiceContext, id: number, input: QuickMessageUpdateInput): Promise<QuickMessageDTO> {
  return inTransaction(ctx, async (tx) => {
    const record = await lockQuickMessage(tx, id);
    authorizeQuickMessageUpdate(tx, record, input);
    const wasGeral = record.geral;
    if (input.shortcode !== undefined && input.shortcode !== record.shortcode) {
      await ensureShortcodeFree(tx, record.userId, input.shortcode, record.id);
    }
    await record.update(
      {
        ...(input.shortcode !== undefined && { shortcode: input.shortcode }),
        ...(input.message !== undefined && { message: input.message }),
        ...(input.geral !== undefined && { geral: input.geral }),
        ...(input.status !== undefined && { status: input.status }),
      },
      { transaction: tx.transaction },
    );
    const dto = presentQuickMessage(record);
    publishQuickMessage(tx, 'update', dto, wasGeral);
    return dto;
  }).catch(rethrowShortcodeTaken);
}
