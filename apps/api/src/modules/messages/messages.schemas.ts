import * as yup from 'yup';
import { MAX_FORWARDED } from '@zapdesk/shared';
import { alsoAccepts } from '../../http/raw-input.js';
import { dbId, ignored } from '../../http/input-rules.js';

/** WhatsApp's own limit for a text message. */
export const MAX_BODY_LENGTH = 65_536;

export const listMessagesSchema = yup.object({
  pageNumber: yup.number().integer().min(1).max(100_000).default(1),
});

/**
 * POST /messages/:ticketId, JSON or multipart (§7): `fromMe` and `mediaUrl` are the anchor's and not read
 * (every message sent here is the attendant's; files come only as uploads).
 */
export const sendMessageSchema = yup.object({
  body: yup.string().max(MAX_BODY_LENGTH).default(''),
  // A message id; the anchor's client sends the whole quoted message, whose id is taken.
  quotedMsg: alsoAccepts(
    yup
      .number()
      .transform((value: number, original: unknown) => (original !== null && typeof original === 'object' && 'id' in original ? Number(original.id) : value))
      .integer()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .optional(),
    'object',
  ),
  read: yup.boolean().default(false),
  fromMe: ignored(),
  mediaUrl: ignored(),
});

/** PUT /messages/{id} (ours): the new text of one of our text messages. */
export const editMessageSchema = yup.object({
  body: yup.string().trim().min(1, 'must not be empty').max(MAX_BODY_LENGTH).required('Required'),
});

/** One emoji (a flag, a skin tone or a ZWJ family included), or '' to take our reaction back. */
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Component}|\uFE0F|\u200D|\u20E3)+$/u;

/** PUT /messages/{id}/reaction (ours). */
export const reactMessageSchema = yup.object({
  emoji: yup
    .string()
    .max(32)
    .defined('Required')
    .test(
      'emoji',
      'must be one emoji, or empty to remove the reaction',
      (v) => v === '' || (v !== undefined && EMOJI.test(v) && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(v)),
    ),
});

/** POST /messages/forward (ours; the Whaticket family forwards one `messageId` to a `contactId`). */
export const forwardMessagesSchema = yup.object({
  messageIds: yup
    .array(dbId().required())
    .min(1, 'must list at least one message')
    .max(MAX_FORWARDED, `must list at most ${MAX_FORWARDED} messages`)
    .required('Required'),
  contactId: dbId().required('Required'),
});

/** POST /messages/:ticketId/file-list (ours): one of the company's file lists, its text signed when `sign`. */
export const sendFileListSchema = yup.object({
  fileListId: dbId().required('Required'),
  sign: yup.boolean().default(false),
});
