import OpenAI from 'openai';
import { env } from '../../config/env.js';

/**
 * The official OpenAI client for one prompt's key, at OPENAI_BASE_URL (the operator's, so no outbound guard),
 * with no retries (a failure hands the ticket to the queue at once) and ASSISTANT_TIMEOUT_MS per request.
 */
export const openAiClient = (apiKey: string) => new OpenAI({ apiKey, baseURL: env.OPENAI_BASE_URL, timeout: env.ASSISTANT_TIMEOUT_MS, maxRetries: 0 });
