import type { PromptDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { sealPromptKey } from './prompt-secrets.js';
import { assertPromptQueue, attachPromptToQueue, loadPrompt, publishPrompt } from './prompts.queries.js';
import type { PromptUpdateInput } from './prompts.schemas.js';

/** PUT /prompt/:id: the fields sent; an empty key keeps the stored one; a new queue takes the prompt from the old. */
export async function updatePrompt(ctx: ServiceContext, id: number, input: PromptUpdateInput): Promise<PromptDTO> {
  return inTransaction(ctx, async (tx) => {
    const prompt = await loadPrompt(tx, id);
    if (input.queueId !== undefined) await assertPromptQueue(tx, input.queueId);
    const { apiKey, voiceKey, ...fields } = input;
    await prompt.update(
      {
        ...fields,
        ...(apiKey && { apiKey: sealPromptKey('apiKey', apiKey, ctx.companyId) }),
        ...(voiceKey && { voiceKey: sealPromptKey('voiceKey', voiceKey, ctx.companyId) }),
      },
      { transaction: tx.transaction },
    );
    await attachPromptToQueue(tx, prompt);
    return publishPrompt(tx, 'update', prompt.id);
  });
}
