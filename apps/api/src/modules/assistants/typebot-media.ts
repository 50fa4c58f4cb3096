import { env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import { logger } from '../../core/logger.js';
import { essenceOf } from '../../core/mime.js';
import { postOutbound } from '../../core/outbound-url-request.js';
import { saveCompanyFile } from '../../core/storage.js';
import type { OutgoingItem } from '../messages/outbox.js';

const MAX_BYTES = 16 * 1024 * 1024;

/**
 * A picture (or video, audio) the bot shows, fetched through the outbound guard (the checked address, no
 * redirects) and sent as media; null when it cannot be fetched (the link is sent instead).
 */
export async function fetchTypebotMedia(ctx: ServiceContext, url: string): Promise<OutgoingItem | null> {
  try {
    const answer = await postOutbound(url, { method: 'GET', body: '', headers: {}, timeoutMs: env.ASSISTANT_TIMEOUT_MS, maxBodyBytes: MAX_BYTES + 1 });
    const mimetype = essenceOf(answer.contentType ?? '');
    if (answer.status !== 200 || !/^(image|video|audio)\//.test(mimetype) || answer.bytes.length === 0 || answer.bytes.length > MAX_BYTES) return null;
    const path = await saveCompanyFile(ctx.companyId, 'assistant', answer.bytes, mimetype);
    return { body: '', media: { path, mimetype, filename: path.split('/').pop()! } };
  } catch (error) {
    logger.warn({ err: error, url }, 'typebot media not fetched; the link is sent instead');
    return null;
  }
}
