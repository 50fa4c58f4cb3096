import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { PROMPT_HANDOVER_PHRASE } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import { Message, type Prompt } from '../../models/index.js';
import { openPromptKeys } from '../prompts/prompt-secrets.js';
import { newerCustomerMessage, type TurnResult } from './assistant-outcome.js';
import { openAiClient } from './openai-client.js';
import { speakReply } from './speak-reply.js';
import { transcribeAudio } from './transcribe-audio.js';

// A prompt's turn (docs/contract.md "AI prompts and queue integrations"): audio transcribed first, then one
// chat completion over the company's prompt plus the handover instruction and the ticket's last
// maxMessages messages in order; the transfer phrase hands over instead of being sent.

const handoverInstruction = `\n\nSe o cliente pedir para falar com uma pessoa (um atendente, um humano) ou se você não puder ajudar, responda exatamente: "${PROMPT_HANDOVER_PHRASE}" e nada mais.`;

async function history(ctx: ServiceContext, ticketId: number, limit: number): Promise<ChatCompletionMessageParam[]> {
  const rows = await Message.findAll({
    where: { companyId: ctx.companyId, ticketId, isDeleted: false },
    order: [['id', 'DESC']],
    limit,
  });
  return rows
    .reverse()
    .filter((row) => row.body.trim() !== '')
    .map((row) => ({ role: row.fromMe ? 'assistant' : 'user', content: row.body }));
}

/** Answers the customer's messages `pending` (oldest first); null when a newer message will be answered instead. */
export async function answerWithPrompt(ctx: ServiceContext, prompt: Prompt, ticketId: number, pending: Message[]): Promise<TurnResult | null> {
  const keys = openPromptKeys(prompt);
  const client = openAiClient(keys.apiKey);
  await transcribeAudio(ctx, client, pending);
  const last = pending[pending.length - 1];
  const completion = await client.chat.completions.create({
    model: env.OPENAI_MODEL,
    messages: [{ role: 'system', content: prompt.prompt + handoverInstruction }, ...(await history(ctx, ticketId, prompt.maxMessages))],
    max_tokens: prompt.maxTokens,
    temperature: prompt.temperature,
  });
  // Messages that arrived while the model thought are answered by their own turn, with them in the history.
  if (await newerCustomerMessage(ctx, ticketId, last.id)) return null;
  const text = completion.choices[0]?.message?.content?.trim() ?? '';
  if (text.includes(PROMPT_HANDOVER_PHRASE)) return { replies: [], handledMessageId: last.id, handover: true };
  if (!text) return { replies: [], handledMessageId: last.id };
  const spoken = prompt.voice !== 'texto' && keys.voiceKey ? await speakReply(ctx, prompt, keys.voiceKey, text) : null;
  return { replies: [spoken ?? { body: text }], handledMessageId: last.id };
}
