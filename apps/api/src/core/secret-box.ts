import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '../config/env.js';

// Company credentials at rest (OpenAI and Azure keys of prompts, Dialogflow credentials of integrations):
// AES-256-GCM under a key derived (HKDF-SHA256) from WHATSAPP_AUTH_KEY, the secret that already seals the
// WhatsApp pairings (docs/contract.md "AI prompts and queue integrations": the same key handling), so no new
// secret is needed and these values never share a key with the pairings. `context` (table, column, company)
// is bound as associated data: a value copied to another company's row or another column fails to open.

const VERSION = 's1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let derived: { from: string; key: Buffer } | undefined;
function boxKey(): Buffer {
  if (derived?.from !== env.WHATSAPP_AUTH_KEY) {
    const key = Buffer.from(hkdfSync('sha256', Buffer.from(env.WHATSAPP_AUTH_KEY, 'hex'), Buffer.alloc(0), 'zapdesk secret-box v1', 32));
    derived = { from: env.WHATSAPP_AUTH_KEY, key };
  }
  return derived.key;
}

/** Seals a secret for one place (e.g. `prompts.apiKey:12` = table.column:companyId); '' stays ''. */
export function sealSecret(plaintext: string, context: string): string {
  if (plaintext === '') return '';
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', boxKey(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Opens a sealed secret; throws when the key is wrong, or the value or its place was tampered with. '' stays ''. */
export function openSecret(sealed: string, context: string): string {
  if (sealed === '') return '';
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error(`${context} is not a sealed value`);
  const raw = Buffer.from(payload, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new Error(`${context} failed to open (wrong WHATSAPP_AUTH_KEY or tampered value)`, { cause: error });
  }
}

/** The last 4 characters of a secret, the only part ever answered ('' for none). */
export const lastFour = (secret: string) => secret.slice(-4);
