import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { Prompt, QueueIntegration } from '../../models/index.js';

/**
 * A queue, connection or ticket may name only the company's own prompt and integration (another company's,
 * or one that does not exist, is 400 naming the field). Null detaches; absent leaves it as it is.
 */
export async function assertAssistantReferences(ctx: ServiceContext, input: { promptId?: number | null; integrationId?: number | null }): Promise<void> {
  const { transaction } = ctx;
  if (input.promptId != null && !(await Prompt.count({ where: { id: input.promptId, companyId: ctx.companyId }, transaction }))) {
    throw new AppError('ERR_VALIDATION', 400, 'promptId: unknown prompt', { field: 'promptId' });
  }
  if (input.integrationId != null && !(await QueueIntegration.count({ where: { id: input.integrationId, companyId: ctx.companyId }, transaction }))) {
    throw new AppError('ERR_VALIDATION', 400, 'integrationId: unknown integration', { field: 'integrationId' });
  }
}
