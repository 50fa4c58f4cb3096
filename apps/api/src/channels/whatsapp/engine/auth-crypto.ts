import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '../../../config/env.js';

// Auth rows hold the keys of a linked WhatsApp device: anyone who reads them can read and send as
// the company. Every value is sealed with AES-256-GCM; the row's identity is bound as associated
// data, so a value copied onto another connection's or key's row fails to open instead of loading.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key (WHATSAPP_AUTH_KEY, required at boot in every mode). */
export function authEncryptionKey(): Buffer {
  return Buffer.from(env.WHATSAPP_AUTH_KEY, 'hex');
}

/** Encrypts a value for the given row identity; a fresh random IV every time. */
export function seal(key: Buffer, plaintext: string, rowId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Decrypts a sealed value; throws when the key is wrong or the value or its row was tampered with. */
export function open(key: Buffer, sealed: string, rowId: string): string {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error(`WhatsApp auth row ${rowId} is not an encrypted value`);
  const raw = Buffer.from(payload, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(rowId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new Error(`WhatsApp auth row ${rowId} failed to decrypt (wrong WHATSAPP_AUTH_KEY or tampered value)`, { cause: error });
  }
}
