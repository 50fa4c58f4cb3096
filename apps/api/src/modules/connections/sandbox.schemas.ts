import * as yup from 'yup';

/** The simulated phone's media limit (WhatsApp's own limit for photos, audio and video). */
export const SANDBOX_MEDIA_MAX_BYTES = 16 * 1024 * 1024;
/** Base64 of 16 MB plus the rest of the message, under the gateway's 25 MB body limit. */
export const SANDBOX_BODY_LIMIT = '24mb';

const phone = yup
  .string()
  .trim()
  .matches(/^\d{8,20}$/, 'must have 8 to 20 digits');
const messageId = yup.string().trim().min(1).max(128);

/** Bytes a base64 string decodes to (without decoding it). */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const media = yup
  .object({
    mimetype: yup
      .string()
      .trim()
      .lowercase()
      .matches(/^[\w.+-]+\/[\w.+-]+$/, 'must be a mime type like image/png')
      .required('Required'),
    filename: yup.string().trim().max(255).default('file'),
    base64: yup
      .string()
      .required('Required')
      .matches(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
      .test('size', `must decode to at most ${SANDBOX_MEDIA_MAX_BYTES} bytes`, (v) => base64Bytes(v) <= SANDBOX_MEDIA_MAX_BYTES),
  })
  .default(undefined)
  .optional();

export const sandboxScanSchema = yup.object({ number: phone.optional() });

/** Most messages (or acks) one request may carry: a busy phone's burst, as load tests offer it. */
export const SANDBOX_BATCH_MAX = 1000;

const batchedMessage = yup.object({
  from: phone.required('Required'),
  body: yup.string().min(1, 'must not be empty').max(65_536).required('Required'),
  name: yup.string().trim().max(100).optional(),
  id: messageId.optional(),
});
const ONE_MESSAGE_FIELDS = ['from', 'name', 'body', 'media', 'quotedId', 'id', 'isGroup', 'groupName'] as const;

/** One customer's message (text, a file, or both), or many customers' text messages at once as `messages`. */
export const sandboxInboundSchema = yup
  .object({
    from: phone.optional(),
    name: yup.string().trim().max(100).optional(),
    body: yup.string().max(65_536).optional(),
    media,
    quotedId: messageId.optional(),
    id: messageId.optional(),
    isGroup: yup.boolean().optional(),
    groupName: yup.string().trim().min(1).max(100).optional(),
    messages: yup
      .array(batchedMessage.required())
      .min(1, 'must list at least one message')
      .max(SANDBOX_BATCH_MAX, `must list at most ${SANDBOX_BATCH_MAX} messages`)
      .optional(),
  })
  .test('content', 'a message needs a body or media', function hasContent(v) {
    if (v.messages) {
      const mixed = ONE_MESSAGE_FIELDS.find((field) => v[field] !== undefined);
      return !mixed || this.createError({ path: mixed, message: 'must not be sent with messages' });
    }
    if (!v.from) return this.createError({ path: 'from', message: 'Required' });
    // A customer message carries text, a file, or both.
    return Boolean(v.body?.length || v.media) || this.createError({ path: 'body' });
  });

export const sandboxOutboxSchema = yup.object({
  to: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s+()-]/g, '') : v))
    .matches(/^\d{1,20}$/, 'must be a phone number')
    .optional(),
  since: yup.date().typeError('must be an ISO date').optional(),
});

const ackValue = yup.number().oneOf([2, 3, 4], 'must be 2 (delivered), 3 (read) or 4 (played)');

/** One message acknowledged (`{ id, ack }`), or many at once (`{ acks: [{ id, ack }, …] }`, answered in order). */
export const sandboxAckSchema = yup
  .object({
    id: messageId.optional(),
    ack: ackValue.optional(),
    acks: yup
      .array(yup.object({ id: messageId.required('Required'), ack: ackValue.required('Required') }).required())
      .min(1, 'must list at least one ack')
      .max(SANDBOX_BATCH_MAX, `must list at most ${SANDBOX_BATCH_MAX} acks`)
      .optional(),
  })
  .test('one-or-many', 'Required', function oneOrMany(v) {
    if (v.acks) {
      const mixed = (['id', 'ack'] as const).find((field) => v[field] !== undefined);
      return !mixed || this.createError({ path: mixed, message: 'must not be sent with acks' });
    }
    if (v.id === undefined) return this.createError({ path: 'id', message: 'Required' });
    return v.ack !== undefined || this.createError({ path: 'ack', message: 'Required' });
  });
export const sandboxEditSchema = yup.object({ id: messageId.required('Required'), body: yup.string().max(65_536).required('Required') });
export const sandboxRevokeSchema = yup.object({ id: messageId.required('Required') });
// An empty emoji takes a reaction back, as on WhatsApp.
export const sandboxReactionSchema = yup.object({ id: messageId.required('Required'), emoji: yup.string().max(32).defined('Required') });
export const sandboxDisconnectSchema = yup.object({
  reason: yup
    .string()
    .oneOf(['loggedOut', 'connectionLost'] as const)
    .required('Required'),
});

/** The simulated phone's saved contacts, synced as Baileys syncs a real phone's address book. */
export const sandboxAddressBookSchema = yup.object({
  contacts: yup
    .array(yup.object({ number: phone.required('Required'), name: yup.string().trim().min(1).max(255).required('Required') }))
    .min(1, 'must list at least one contact')
    .max(1000, 'must list at most 1000 contacts')
    .required('Required'),
});
