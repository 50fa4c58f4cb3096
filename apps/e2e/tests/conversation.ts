import type { Page } from '@playwright/test';
import type { ApiSession } from './api';

// The tickets screen's parts and the sandbox phone's outbox, shared by the conversation specs and the screenshots
// spec of the same screen.

export interface OutboxItem {
  id: string;
  body: string;
  kind?: string;
  targetId?: string;
  /** The customer's message ours answers (WhatsApp's quote). */
  quotedId?: string;
}

/** A customer's phone number no other test of the run uses. */
export const uniqueNumber = () => `55119${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** What the platform sent to the customer so far, oldest first. */
export const outbox = (admin: ApiSession, connectionId: number, to: string) => admin.get<OutboxItem[]>(`/sandbox/${connectionId}/outbox?to=${to}`);

/** A ticket's row in the list. */
export const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** The bubble of the open conversation's message that has this text. */
export const bubble = (page: Page, text: string) => page.getByRole('log', { name: 'Mensagens' }).getByTestId('message').filter({ hasText: text });

/** Opens a message's menu (quick reactions, 'Responder', 'Selecionar mensagens' …) from the button its hover shows. */
export async function openMenu(page: Page, text: string): Promise<void> {
  const target = bubble(page, text);
  await target.hover();
  await target.getByRole('button', { name: 'Opções da mensagem' }).click();
}
