import type { IntegrationMessagePayload } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { postOutbound } from '../../core/outbound-url-request.js';
import { AssistantFailure } from './assistant-failure.js';

// n8n and webhook integrations (docs/contract.md "AI prompts and queue integrations"): the customer's message
// POSTed as JSON through the outbound guard; a 2xx answer `{ reply?, handover? }` (or plain text, one reply).

export interface WebhookAnswer {
  replies: string[];
  handover: boolean;
}

function readAnswer(body: string, contentType: string | null): WebhookAnswer {
  if (!contentType?.includes('json')) return { replies: body.trim() ? [body.trim()] : [], handover: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new AssistantFailure('the answer says JSON but is not');
  }
  const { reply, handover } = (parsed ?? {}) as { reply?: unknown; handover?: unknown };
  const list = Array.isArray(reply) ? reply : reply === undefined || reply === null ? [] : [reply];
  return {
    replies: list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()),
    handover: handover === true,
  };
}

/** POSTs one event (10 s at most, no redirects); throws AssistantFailure unless the answer is 2xx. */
export async function postToWebhook(url: string, payload: IntegrationMessagePayload | { event: 'test'; companyId: number }): Promise<WebhookAnswer> {
  let answer;
  try {
    answer = await postOutbound(url, {
      body: JSON.stringify(payload),
      headers: { 'user-agent': 'ZapDesk-Integrations' },
      timeoutMs: Math.min(env.ASSISTANT_TIMEOUT_MS, 10_000),
    });
  } catch (error) {
    throw AssistantFailure.from(error);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new AssistantFailure(`HTTP ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : ''}`, answer.status);
  }
  return readAnswer(answer.body, answer.contentType);
}
