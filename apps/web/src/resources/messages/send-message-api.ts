import type { SentMessagesDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** What POST /messages/{ticketId} answers: the stored messages (one per file, plus a lone text). */
export type SentMessages = SentMessagesDTO;

export interface OutgoingMessage {
  /** The final text (already signed); the caption when files go with it. */
  body: string;
  /** The id of the message being answered. */
  quotedMsg?: number;
  files?: File[];
}

/**
 * Sends as JSON, or as multipart `medias` when there are files. `read` tells the API that answering
 * reads the ticket, so the unread badge goes with it.
 */
export function sendMessage(ticketId: number, message: OutgoingMessage): Promise<SentMessages> {
  const url = `/messages/${ticketId}`;
  if (!message.files?.length) {
    const payload = { body: message.body, fromMe: true, read: true, ...(message.quotedMsg ? { quotedMsg: message.quotedMsg } : {}) };
    return api.post<SentMessages>(url, payload).then((r) => r.data);
  }
  const form = new FormData();
  form.append('fromMe', 'true');
  form.append('read', 'true');
  form.append('body', message.body);
  if (message.quotedMsg) form.append('quotedMsg', String(message.quotedMsg));
  for (const file of message.files) form.append('medias', file, file.name);
  return api.post<SentMessages>(url, form).then((r) => r.data);
}

/**
 * POST /messages/{ticketId}/file-list: the list's text, then each of its files captioned with its name. `sign`
 * asks the API to sign the text with the signed-in attendant's name (the server knows it, the client sends none).
 */
export function sendFileList(ticketId: number, fileListId: number, sign: boolean): Promise<SentMessages> {
  return api.post<SentMessages>(`/messages/${ticketId}/file-list`, { fileListId, sign }).then((r) => r.data);
}
