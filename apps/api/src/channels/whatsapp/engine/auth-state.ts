import { Op } from 'sequelize';
import {
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from '@whiskeysockets/baileys';
import type { ILogger } from '@whiskeysockets/baileys/lib/Utils/logger.js';
import { db } from '../../../db/sequelize.js';
import { now } from '../../../core/clock.js';
import { WhatsappAuthKey } from '../../../models/index.js';
import { authEncryptionKey, open, seal } from './auth-crypto.js';
import { TtlCache } from './ttl-cache.js';

// The Baileys auth state of one connection, kept in whatsapp_auth_keys: the creds as one row and
// every Signal key (all 10 categories of SignalDataTypeMap) as one row each, encrypted at rest.

const CREDS = { category: 'creds', keyId: 'creds' } as const;

export interface DbAuthStateOptions {
  whatsappId: number;
  /** Fencing: a process that lost the connection's lease must not overwrite the new owner's keys. */
  holdsLease: () => boolean;
  logger?: ILogger;
  /** Defaults to authEncryptionKey(); tests pass another to prove a wrong key fails. */
  key?: Buffer;
}

export interface DbAuthState {
  state: AuthenticationState;
  /** Writes the current creds (call on every creds.update). */
  saveCreds(): Promise<void>;
  /** Deletes the creds and every key of the connection (logged out). */
  wipe(): Promise<void>;
}

/** Paired = the phone accepted this device: pairing-success stores `account`, a pairing code only a provisional `me`. */
export const isPaired = (creds: AuthenticationCreds) => Boolean(creds.account);

export class LeaseLostError extends Error {
  constructor(whatsappId: number) {
    super(`WhatsApp ${whatsappId}: this process no longer holds the connection's lease; auth write refused`);
    this.name = 'LeaseLostError';
  }
}

interface Row {
  category: string;
  keyId: string;
  value: string | null;
}

/** Loads (or initialises) the auth state of a connection from Postgres. */
export async function loadDbAuthState(options: DbAuthStateOptions): Promise<DbAuthState> {
  const { whatsappId, holdsLease } = options;
  const key = options.key ?? authEncryptionKey();
  const rowId = (category: string, keyId: string) => `${whatsappId}/${category}/${keyId}`;
  const assertLease = () => {
    if (!holdsLease()) throw new LeaseLostError(whatsappId);
  };

  const readRows = async (category: string, keyIds: string[]): Promise<Map<string, unknown>> => {
    const rows = await WhatsappAuthKey.findAll({ where: { whatsappId, category, keyId: { [Op.in]: keyIds } } });
    return new Map(rows.map((row) => [row.keyId, JSON.parse(open(key, row.value, rowId(category, row.keyId)), BufferJSON.reviver)]));
  };

  // One transaction per batch: Baileys commits a whole key-store transaction with one set() call and
  // retries it on failure, so a half-applied batch would leave ratchets and pre-keys out of step.
  const writeRows = async (rows: Row[]): Promise<void> => {
    assertLease();
    if (rows.length === 0) return;
    const updatedAt = now();
    const upserts = rows.filter((row) => row.value !== null);
    const deletes = rows.filter((row) => row.value === null);
    await db().transaction(async (transaction) => {
      const deletesByCategory = new Map<string, string[]>();
      for (const row of deletes) deletesByCategory.set(row.category, [...(deletesByCategory.get(row.category) ?? []), row.keyId]);
      for (const [category, keyIds] of deletesByCategory) {
        await WhatsappAuthKey.destroy({ where: { whatsappId, category, keyId: { [Op.in]: keyIds } }, transaction });
      }
      if (upserts.length > 0) {
        await WhatsappAuthKey.bulkCreate(
          upserts.map((row) => ({
            whatsappId,
            category: row.category,
            keyId: row.keyId,
            value: seal(key, row.value ?? '', rowId(row.category, row.keyId)),
            updatedAt,
          })),
          { updateOnDuplicate: ['value', 'updatedAt'], transaction },
        );
      }
    });
  };

  const clear = async (): Promise<void> => {
    assertLease();
    await WhatsappAuthKey.destroy({ where: { whatsappId } });
  };

  const store: SignalKeyStore = {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const found = await readRows(type, ids);
      const out: { [id: string]: SignalDataTypeMap[T] } = {};
      for (const [id, value] of found) {
        // Baileys calls methods on this proto (toJSON, keyData); a plain object would break app-state sync.
        out[id] = (type === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value) as SignalDataTypeMap[T];
      }
      return out;
    },
    async set(data: SignalDataSet) {
      const rows: Row[] = [];
      for (const category of Object.keys(data) as (keyof SignalDataTypeMap)[]) {
        for (const [keyId, value] of Object.entries(data[category] ?? {})) {
          rows.push({ category, keyId, value: value ? JSON.stringify(value, BufferJSON.replacer) : null });
        }
      }
      await writeRows(rows);
    },
    clear,
  };

  const stored = (await readRows(CREDS.category, [CREDS.keyId])).get(CREDS.keyId) as AuthenticationCreds | undefined;
  // Baileys Object.assigns every creds.update into this object, so saving it always saves the latest.
  const creds: AuthenticationCreds = stored ?? initAuthCreds();
  // A bounded cache in front of the store: Baileys' default one grows without limit (Baileys #1370).
  const keys = makeCacheableSignalKeyStore(store, options.logger, new TtlCache(5 * 60_000, 10_000));

  return {
    state: { creds, keys },
    saveCreds: () => writeRows([{ ...CREDS, value: JSON.stringify(creds, BufferJSON.replacer) }]),
    wipe: async () => {
      assertLease();
      await keys.clear?.();
    },
  };
}
