import type { PromptDTO } from '@zapdesk/shared';
import { lastFour } from '../../core/secret-box.js';
import type { Prompt } from '../../models/index.js';
import { openPromptKeys } from './prompt-secrets.js';

/** A prompt as admins see it: its keys only as their last 4 characters. */
export function presentPrompt(prompt: Prompt): PromptDTO {
  const keys = openPromptKeys(prompt);
  return {
    id: prompt.id,
    name: prompt.name,
    prompt: prompt.prompt,
    voice: prompt.voice,
    voiceKeyLast4: lastFour(keys.voiceKey),
    voiceRegion: prompt.voiceRegion,
    maxTokens: prompt.maxTokens,
    temperature: prompt.temperature,
    apiKeyLast4: lastFour(keys.apiKey),
    queueId: prompt.queueId,
    queue: prompt.queue ? { id: prompt.queue.id, name: prompt.queue.name, color: prompt.queue.color } : null,
    maxMessages: prompt.maxMessages,
    companyId: prompt.companyId,
    createdAt: prompt.createdAt.toISOString(),
    updatedAt: prompt.updatedAt.toISOString(),
  };
}
