import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { QuickMessage } from '../../models/index.js';
import { authorizeQuickMessageView } from './quick-messages.policy.js';
import { presentQuickMessage } from './quick-messages.presenter.js';

/** GET /quick-messages/:id: a shared reply or one's own. */
export async function showQuickMessage(ctx: ServiceContext, id: number): Promise<QuickMessageDTO> {
  const record = await findOrFail(QuickMessage, ctx, id);
  authorizeQuickMessageView(ctx, record);
  return presentQuickMessage(record);
}
