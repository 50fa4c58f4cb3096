import type { OutboxMessage } from '../../resources/connections/api';

/** A customer message the simulated phone sent from this screen (the outbox holds only the platform's). */
export interface SentMessage {
  id: string;
  whatsappId: number;
  to: string;
  body: string;
  filename?: string;
  createdAt: string;
}

/** One bubble of the simulated phone's chat, from the customer's point of view. */
export type ChatEntry = { kind: 'received'; message: OutboxMessage } | { kind: 'sent'; message: SentMessage };

/** Customer numbers as the sandbox accepts them: 8 to 20 digits. */
export const CUSTOMER_NUMBER = /^\d{8,20}$/;

/** Digits only: a pasted "+55 (11) 98765-4321" becomes a usable number. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The platform's messages and the customer's, oldest first. */
export function mergeChat(received: OutboxMessage[], sent: SentMessage[]): ChatEntry[] {
  const entries: ChatEntry[] = [
    ...received.map((message) => ({ kind: 'received' as const, message })),
    ...sent.map((message) => ({ kind: 'sent' as const, message })),
  ];
  return entries.sort((a, b) => a.message.createdAt.localeCompare(b.message.createdAt));
}

/** A file as the inbound route wants it: mimetype, name and base64 without the data-URL prefix. */
export function readAsBase64(file: File): Promise<{ mimetype: string; filename: string; base64: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve({ mimetype: file.type || 'application/octet-stream', filename: file.name, base64: result.slice(result.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
