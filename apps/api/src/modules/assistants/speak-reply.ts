import { env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import { logger } from '../../core/logger.js';
import { saveCompanyFile } from '../../core/storage.js';
import type { Prompt } from '../../models/index.js';
import type { OutgoingItem } from '../messages/outbox.js';

// Spoken replies (docs/contract.md "AI prompts and queue integrations"): Azure Speech's text-to-speech REST
// endpoint in the prompt's region (AZURE_SPEECH_ENDPOINT overrides the host) turns the model's answer into an
// ogg/opus voice note with the prompt's voice. A failure is not the customer's problem: they get the text.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const endpointOf = (region: string) =>
  `${(env.AZURE_SPEECH_ENDPOINT ?? `https://${region}.tts.speech.microsoft.com`).replace(/\/+$/, '')}/cognitiveservices/v1`;

/** The reply as a voice note to send, or null to send the text instead. */
export async function speakReply(ctx: ServiceContext, prompt: Prompt, voiceKey: string, text: string): Promise<OutgoingItem | null> {
  if (!prompt.voiceRegion && !env.AZURE_SPEECH_ENDPOINT) return null;
  const ssml = `<speak version="1.0" xml:lang="pt-BR"><voice name="${escapeXml(prompt.voice)}">${escapeXml(text)}</voice></speak>`;
  try {
    const response = await fetch(endpointOf(prompt.voiceRegion), {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': voiceKey,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': 'ogg-48khz-16bit-mono-opus',
        'User-Agent': 'ZapDesk',
      },
      body: ssml,
      signal: AbortSignal.timeout(env.ASSISTANT_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`Azure Speech answered HTTP ${response.status}`);
    const audio = Buffer.from(await response.arrayBuffer());
    if (audio.length === 0) throw new Error('Azure Speech answered no audio');
    const path = await saveCompanyFile(ctx.companyId, 'assistant', audio, 'audio/ogg');
    return { body: '', media: { path, mimetype: 'audio/ogg; codecs=opus', filename: 'resposta.ogg' } };
  } catch (error) {
    logger.warn({ err: error, promptId: prompt.id }, 'spoken reply failed; the text is sent instead');
    return null;
  }
}
