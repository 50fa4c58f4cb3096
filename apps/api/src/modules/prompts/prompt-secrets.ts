import { openSecret, sealSecret } from '../../core/secret-box.js';
import type { Prompt } from '../../models/index.js';

// Where a prompt's keys are sealed: bound to the column and the company (core/secret-box.ts).
const place = (column: 'apiKey' | 'voiceKey', companyId: number) => `prompts.${column}:${companyId}`;

export const sealPromptKey = (column: 'apiKey' | 'voiceKey', value: string, companyId: number) => sealSecret(value, place(column, companyId));

/** The prompt's keys in clear, for the assistant's requests only. */
export function openPromptKeys(prompt: Prompt): { apiKey: string; voiceKey: string } {
  return {
    apiKey: openSecret(prompt.apiKey, place('apiKey', prompt.companyId)),
    voiceKey: openSecret(prompt.voiceKey, place('voiceKey', prompt.companyId)),
  };
}
