import * as yup from 'yup';

/** WhatsApp's own limit for a text message. */
export const MAX_BODY_LENGTH = 65_536;

export const listMessagesSchema = yup.object({
  pageNumber: yup.number().integer().min(1).max(100_000).default(1),
});

export const sendMessageSchema = yup.object({
  body: yup.string().max(MAX_BODY_LENGTH).default(''),
  // A message id; the anchor's client sends the whole quoted message, whose id is taken.
  quotedMsg: yup
    .number()
    .transform((value: number, original: unknown) =>
      original !== null && typeof original === 'object' && 'id' in original ? Number(original.id) : value,
    )
    .integer()
    .positive()
    .nullable()
    .optional(),
  read: yup.boolean().default(false),
});
