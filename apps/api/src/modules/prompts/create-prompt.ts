import type { PromptDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Prompt } from '../../models/index.js';
import { sealPromptKey } from './prompt-secrets.js';
import { assertPromptQueue, attachPromptToQueue, publishPrompt } from './prompts.queries.js';
import type { PromptCreateInput } from './prompts.schemas.js';

/** POST /prompt: the keys sealed, the prompt attached to its queue. */
export async function createPrompt(ctx: ServiceContext, input: PromptCreateInput): Promise<PromptDTO> {
  return inTransaction(ctx, async (tx) => {
    await assertPromptQueue(tx, input.queueId);
    const prompt = await Prompt.create(
      {
        ...input,
        apiKey: sealPromptKey('apiKey', input.apiKey, ctx.companyId),
        voiceKey: sealPromptKey('voiceKey', input.voiceKey, ctx.companyId),
        companyId: ctx.companyId,
      },
      { transaction: tx.transaction },
    );
    await attachPromptToQueue(tx, prompt);
    return publishPrompt(tx, 'create', prompt.id);
  });
}
