import { createReadStream } from 'node:fs';
import type OpenAI from 'openai';
import { toFile } from 'openai';
import { env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import { storagePath } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { Message } from '../../models/index.js';
import { publishMessages } from '../messages/message-events.js';

/**
 * Customer voice notes without text are transcribed (OpenAI's transcription API) and the text is stored as
 * the message's body, so attendants read it and the model hears it (published as a message update).
 */
export async function transcribeAudio(ctx: ServiceContext, client: OpenAI, messages: Message[]): Promise<void> {
  for (const message of messages) {
    if (message.mediaType !== 'audio' || !message.mediaPath || message.body.trim()) continue;
    const file = await toFile(createReadStream(storagePath(message.mediaPath)), message.filename ?? 'audio.ogg', { type: message.mimetype ?? 'audio/ogg' });
    const { text } = await client.audio.transcriptions.create({ file, model: env.OPENAI_TRANSCRIPTION_MODEL });
    message.body = text.trim();
    await inTransaction(ctx, async (tx) => {
      await Message.update({ body: message.body }, { where: { id: message.id, companyId: ctx.companyId }, transaction: tx.transaction });
      await publishMessages(tx, message.ticketId, [message.id], { action: 'update', ticketChanged: false });
    });
  }
}
