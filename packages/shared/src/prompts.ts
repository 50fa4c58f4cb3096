// AI prompts (spec §3 Prompt, §9 Prompts; docs/contract.md "AI prompts and queue integrations").

/** 'texto' answers in text; the others are Azure's Brazilian Portuguese neural voices (a spoken reply). */
export const PromptVoices = [
  'texto',
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
  'pt-BR-ThalitaNeural',
] as const;
export type PromptVoice = (typeof PromptVoices)[number];

/** Spec §9: a new prompt answers in text, 100 tokens, temperature 1, reading the last 10 messages. */
export const PROMPT_DEFAULTS = { voice: 'texto', maxTokens: 100, temperature: 1, maxMessages: 10 } as const;

/**
 * What the model answers, exactly, to hand the customer to the queue's attendants (told to it after the
 * company's prompt); that answer is never sent to the customer.
 */
export const PROMPT_HANDOVER_PHRASE = 'Ação: Transferir para o setor de atendimento';

/** A prompt as admins see it: the keys only as their last 4 characters. */
export interface PromptDTO {
  id: number;
  name: string;
  prompt: string;
  voice: PromptVoice;
  /** The last 4 characters of the Azure Speech key ('' when none). */
  voiceKeyLast4: string;
  voiceRegion: string;
  maxTokens: number;
  temperature: number;
  /** The last 4 characters of the OpenAI API key. */
  apiKeyLast4: string;
  /** The queue the prompt serves (null once that queue is deleted). */
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  maxMessages: number;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /prompt (searchParam, pageNumber). */
export interface PromptsPage {
  prompts: PromptDTO[];
  count: number;
  hasMore: boolean;
}

/**
 * POST /prompt and PUT /prompt/{id}. On PUT every field is optional, and an empty or absent `apiKey` /
 * `voiceKey` keeps the stored one (the screen never holds it).
 */
export interface PromptInput {
  name: string;
  prompt: string;
  apiKey: string;
  queueId: number;
  voice?: PromptVoice;
  voiceKey?: string;
  voiceRegion?: string;
  maxTokens?: number;
  temperature?: number;
  maxMessages?: number;
}
