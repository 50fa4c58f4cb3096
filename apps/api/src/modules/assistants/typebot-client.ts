import { env } from '../../config/env.js';
import { postOutbound } from '../../core/outbound-url-request.js';
import { AssistantFailure } from './assistant-failure.js';

// Typebot v6's chat API (docs/contract.md "AI prompts and queue integrations"): POST
// {url}/api/v1/typebots/{slug}/startChat, then POST {url}/api/v1/sessions/{sessionId}/continueChat with the
// customer's text. Every call goes through the outbound guard (the URL is the company's).

/** One thing the bot says, turned into what WhatsApp can carry. */
export type TypebotOutput = { kind: 'text'; text: string } | { kind: 'media'; url: string; text: string };

export interface TypebotAnswer {
  sessionId: string | null;
  outputs: TypebotOutput[];
  /** The bot waits for the customer (false: the flow ended). */
  waiting: boolean;
}

interface RichNode {
  text?: string;
  children?: RichNode[];
  type?: string;
}
interface ChatMessage {
  type: string;
  content?: { type?: string; markdown?: string; richText?: RichNode[]; url?: string; plainText?: string };
}
interface ChatAnswer {
  sessionId?: string;
  messages?: ChatMessage[];
  input?: { type?: string; items?: { content?: string }[]; options?: { labels?: { button?: string } } } | null;
}

/** A rich-text tree as plain text: paragraphs on their own lines. */
function plain(nodes: RichNode[] = []): string {
  return nodes.map((node) => (node.text ?? '') + plain(node.children)).join(nodes.some((node) => node.type === 'p' || node.type === 'variable') ? '\n' : '');
}

function outputsOf(answer: ChatAnswer): TypebotOutput[] {
  const outputs: TypebotOutput[] = [];
  for (const message of answer.messages ?? []) {
    const content = message.content ?? {};
    if (message.type === 'text') {
      const text = content.markdown ?? content.plainText ?? plain(content.richText);
      if (text.trim()) outputs.push({ kind: 'text', text: text.trim() });
    } else if (['image', 'video', 'audio'].includes(message.type) && content.url) {
      outputs.push({ kind: 'media', url: content.url, text: '' });
    } else if (message.type === 'embed' && content.url) outputs.push({ kind: 'text', text: content.url });
  }
  // Choices become a numbered list (the customer answers with the text of one, or its number).
  const items = answer.input?.items?.map((item) => item.content ?? '').filter(Boolean) ?? [];
  if (items.length) outputs.push({ kind: 'text', text: items.map((item, index) => `${index + 1} - ${item}`).join('\n') });
  return outputs;
}

async function call(url: string, body: unknown): Promise<ChatAnswer> {
  let answer;
  try {
    answer = await postOutbound(url, {
      body: JSON.stringify(body),
      headers: { 'user-agent': 'ZapDesk-Integrations' },
      timeoutMs: env.ASSISTANT_TIMEOUT_MS,
      maxBodyBytes: 1024 * 1024,
    });
  } catch (error) {
    throw AssistantFailure.from(error);
  }
  if (answer.status < 200 || answer.status >= 300) throw new AssistantFailure(`Typebot answered HTTP ${answer.status}`, answer.status);
  try {
    return JSON.parse(answer.body) as ChatAnswer;
  } catch {
    throw new AssistantFailure('Typebot answered something that is not JSON');
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

/** Starts a session of the bot `slug`; the customer's name and number are offered as prefilled variables. */
export async function startTypebotChat(url: string, slug: string, variables: Record<string, string>): Promise<TypebotAnswer> {
  const answer = await call(`${base(url)}/api/v1/typebots/${encodeURIComponent(slug)}/startChat`, {
    isStreamEnabled: false,
    textBubbleContentFormat: 'markdown',
    prefilledVariables: variables,
  });
  if (!answer.sessionId) throw new AssistantFailure('Typebot answered without a sessionId');
  return { sessionId: answer.sessionId, outputs: outputsOf(answer), waiting: Boolean(answer.input) };
}

/** The customer's reply in a running session. */
export async function continueTypebotChat(url: string, sessionId: string, text: string): Promise<TypebotAnswer> {
  const answer = await call(`${base(url)}/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
    message: text,
    textBubbleContentFormat: 'markdown',
  });
  return { sessionId, outputs: outputsOf(answer), waiting: Boolean(answer.input) };
}
