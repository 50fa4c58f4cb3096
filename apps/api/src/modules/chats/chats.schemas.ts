import * as yup from 'yup';

// §5 texts: a chat needs a title and at least one user. Members are user ids of the caller's company
// (checked by the use-case); the owner is always a member whether listed or not.
const title = yup.string().trim().max(255, 'Too Long!');
const users = yup.array(yup.number().integer().positive().required()).max(500, 'Too Many!');

/** POST /chats {users, title}. */
export const chatCreateSchema = yup.object({
  title: title.required('Por favor, preencha o título da conversa.'),
  users: users.min(1, 'Por favor, selecione pelo menos um usuário.').required('Por favor, selecione pelo menos um usuário.'),
});

/** PUT /chats/:id: what is sent changes; a title or a member list, when sent, cannot be empty. */
export const chatUpdateSchema = yup.object({
  title: title.optional().test('not-blank', 'Por favor, preencha o título da conversa.', (value) => value === undefined || value.length > 0),
  users: users.min(1, 'Por favor, selecione pelo menos um usuário.').optional(),
});

/** GET /chats: search in titles. */
export const chatListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
});

/** GET /chats/:id/messages. */
export const chatMessageListSchema = yup.object({
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
});

/** POST /chats/:id/messages: a message that is not blank (§5). */
export const chatMessageCreateSchema = yup.object({
  message: yup.string().trim().max(10_000, 'Too Long!').required('Required'),
});

/** POST /chats/:id/read {userId}: the caller's own id (the contract names it; anyone else's is 403). */
export const chatReadSchema = yup.object({
  userId: yup.number().integer().positive().required('Required'),
});

export type ChatCreateInput = yup.InferType<typeof chatCreateSchema>;
export type ChatUpdateInput = yup.InferType<typeof chatUpdateSchema>;
export type ChatListInput = yup.InferType<typeof chatListSchema>;
export type ChatMessageListInput = yup.InferType<typeof chatMessageListSchema>;
export type ChatMessageCreateInput = yup.InferType<typeof chatMessageCreateSchema>;
export type ChatReadInput = yup.InferType<typeof chatReadSchema>;
