import * as yup from 'yup';
import { ignored } from '../../http/input-rules.js';

// The client also sends isMedia and mediaPath (spec §7); they are dropped: only an upload attaches a
// file, and a path from a request body never reaches the storage.
const dropped = { isMedia: ignored(), mediaPath: ignored() };
const shortcode = yup.string().trim().max(100, 'Too Long!');
const message = yup
  .string()
  .transform((value: unknown, original: unknown) => (original === null ? '' : value))
  .max(10_000, 'Too Long!');

/** POST /quick-messages. §5: shortcode required ('Obrigatório'). */
export const quickMessageCreateSchema = yup.object({
  shortcode: shortcode.required('Obrigatório'),
  message: message.default(''),
  geral: yup.boolean().default(false),
  status: yup.boolean().default(false),
  ...dropped,
});

/** PUT /quick-messages/:id: what is sent changes; a shortcode, when sent, cannot be blank. */
export const quickMessageUpdateSchema = yup.object({
  shortcode: shortcode.optional().test('not-blank', 'Obrigatório', (value) => value === undefined || value.length > 0),
  message: message.optional(),
  geral: yup.boolean().optional(),
  status: yup.boolean().optional(),
  ...dropped,
});

/**
 * GET /quick-messages. The client's userId (and /list's companyId and userId) are not read: what a user
 * may use is decided by the token, so nobody lists another user's private replies by naming them.
 */
export const quickMessageListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
  userId: ignored(),
});

/** GET /quick-messages/list: the contract's companyId and userId are not read either. */
export const quickMessageOptionsSchema = yup.object({ companyId: ignored(), userId: ignored() });

export type QuickMessageCreateInput = yup.InferType<typeof quickMessageCreateSchema>;
export type QuickMessageUpdateInput = yup.InferType<typeof quickMessageUpdateSchema>;
export type QuickMessageListInput = yup.InferType<typeof quickMessageListSchema>;
