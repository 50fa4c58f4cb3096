import * as yup from 'yup';
import type { ChatDTO, ChatInput } from '@zapdesk/shared';

export interface ChatFormValues {
  title: string;
  users: number[];
}

/** Spec §5 Chat: a title and at least one user. Messages are i18n keys; the bounds are the API's. */
export const chatFormSchema = yup.object({
  title: yup.string().trim().required('chats.dialog.titleRequired').max(255, 'validation.tooLong'),
  users: yup.array(yup.number().required()).min(1, 'chats.dialog.usersRequired'),
});

/** The form of a chat: its title and its members other than me (the owner is always a member). */
export function initialChatValues(chat: ChatDTO | null, myId: number): ChatFormValues {
  return { title: chat?.title ?? '', users: (chat?.users ?? []).map((member) => member.userId).filter((id) => id !== myId) };
}

export function toChatInput(values: ChatFormValues): ChatInput {
  return { title: values.title.trim(), users: values.users };
}
