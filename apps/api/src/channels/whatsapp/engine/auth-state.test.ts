import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { proto, type SignalDataSet } from '@whiskeysockets/baileys';
import { WhatsappAuthKey } from '../../../models/index.js';
import { LeaseLostError, loadDbAuthState } from './auth-state.js';
import { createConnection } from './testing/fixtures.js';

const KEY = randomBytes(32);
const load = (whatsappId: number, holdsLease = () => true, key = KEY) => loadDbAuthState({ whatsappId, holdsLease, key });
const rowOf = async (whatsappId: number, category: string, keyId: string) => {
  const row = await WhatsappAuthKey.findOne({ where: { whatsappId, category, keyId } });
  if (!row) throw new Error(`no ${category}/${keyId} row`);
  return row;
};
const rowsOf = (whatsappId: number) =>
  WhatsappAuthKey.findAll({
    where: { whatsappId },
    order: [
      ['category', 'ASC'],
      ['keyId', 'ASC'],
    ],
  });

const SECRET = Buffer.from('a-session-ratchet-that-must-not-leak');
const sample = (): SignalDataSet => ({
  'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } },
  session: { '5511999990000.0': SECRET },
  'sender-key': { 'group@g.us::5511999990000::0': randomBytes(40) },
  'sender-key-memory': { 'group@g.us': { '5511999990000:1@s.whatsapp.net': true } },
  'app-state-sync-key': {
    AAAAAQ: proto.Message.AppStateSyncKeyData.fromObject({
      keyData: randomBytes(32),
      fingerprint: { rawId: 7, currentIndex: 1, deviceIndexes: [0, 2] },
      timestamp: 1_700_000_000,
    }),
  },
  'app-state-sync-version': { regular: { version: 3, hash: randomBytes(128), indexValueMap: { abc: { valueMac: randomBytes(32) } } } },
  'lid-mapping': { '5511999990000': '123456789012345', '123456789012345_reverse': '5511999990000' },
  'device-list': { '5511999990000': ['0', '3'] },
  tctoken: { '5511999990000@s.whatsapp.net': { token: randomBytes(16), timestamp: '1700000000' } },
  'identity-key': { '5511999990000.0': randomBytes(33) },
});

describe('Postgres auth state', () => {
  it('starts with fresh creds and reads back saved creds', async () => {
    const { whatsappId } = await createConnection();
    const first = await load(whatsappId);
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.me = { id: '5511888880000:3@s.whatsapp.net', name: 'Loja' };
    await first.saveCreds();
    const again = await load(whatsappId);
    expect(again.state.creds.me).toEqual({ id: '5511888880000:3@s.whatsapp.net', name: 'Loja' });
    expect(again.state.creds.noiseKey.private).toEqual(first.state.creds.noiseKey.private);
    expect(Buffer.isBuffer(again.state.creds.signedIdentityKey.public)).toBe(true);
  });

  it('round-trips every key category through the database', async () => {
    const { whatsappId } = await createConnection();
    const data = sample();
    await (await load(whatsappId)).state.keys.set(data);
    const fresh = await load(whatsappId); // its own cache is empty: reads hit Postgres
    for (const [category, values] of Object.entries(data) as [keyof SignalDataSet, Record<string, unknown>][]) {
      const ids = Object.keys(values);
      const read = await fresh.state.keys.get(category, ids);
      if (category === 'app-state-sync-key') {
        const keyData = read[ids[0]] as proto.Message.AppStateSyncKeyData;
        expect(keyData).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
        expect(keyData.toJSON()).toEqual((values[ids[0]] as proto.Message.AppStateSyncKeyData).toJSON());
      } else {
        expect(read, category).toEqual(values);
      }
    }
    expect((await rowsOf(whatsappId)).map((row) => row.category)).toEqual(expect.arrayContaining(Object.keys(data)));
  });

  it('stores every value encrypted: no plaintext in the table, a random IV per value', async () => {
    const { whatsappId } = await createConnection();
    const state = await load(whatsappId);
    await state.state.keys.set({ session: { a: SECRET, b: SECRET }, 'lid-mapping': { '5511999990000': '123456789012345' } });
    await state.saveCreds();
    const rows = await rowsOf(whatsappId);
    const dump = rows.map((row) => row.value).join('\n');
    expect(dump).not.toContain(SECRET.toString('base64'));
    expect(dump).not.toContain('123456789012345');
    expect(dump).not.toContain(Buffer.from(state.state.creds.noiseKey.private).toString('base64'));
    const [a, b] = rows.filter((row) => row.category === 'session');
    expect(a.value).not.toEqual(b.value);
  });

  it('fails loudly with a wrong key, a tampered value or a value moved to another row', async () => {
    const { whatsappId } = await createConnection();
    const state = await load(whatsappId);
    await state.saveCreds();
    await state.state.keys.set({ session: { a: SECRET, b: randomBytes(8) } });
    await expect(load(whatsappId, () => true, randomBytes(32))).rejects.toThrow(/failed to decrypt/);

    const row = await rowOf(whatsappId, 'session', 'a');
    const raw = Buffer.from(row.value.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    await row.update({ value: `v1.${raw.toString('base64')}` });
    await expect((await load(whatsappId)).state.keys.get('session', ['a'])).rejects.toThrow(/failed to decrypt/);

    const other = await rowOf(whatsappId, 'session', 'b');
    await WhatsappAuthKey.update({ value: other.value }, { where: { whatsappId, category: 'session', keyId: 'a' } });
    await expect((await load(whatsappId)).state.keys.get('session', ['a'])).rejects.toThrow(/failed to decrypt/);
  });

  it('deletes keys set to null', async () => {
    const { whatsappId } = await createConnection();
    const state = await load(whatsappId);
    await state.state.keys.set({
      'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) }, '2': { public: randomBytes(32), private: randomBytes(32) } },
    });
    await state.state.keys.set({ 'pre-key': { '1': null } });
    expect(Object.keys(await (await load(whatsappId)).state.keys.get('pre-key', ['1', '2']))).toEqual(['2']);
  });

  it('applies a batch all or nothing: a failing row leaves no write and no delete behind', async () => {
    const { whatsappId } = await createConnection();
    const state = await load(whatsappId);
    await state.state.keys.set({ session: { old: SECRET } });
    // A key id longer than the column allows makes Postgres reject the insert after the delete ran.
    const batch: SignalDataSet = { session: { old: null, fresh: randomBytes(8), ['x'.repeat(300)]: randomBytes(8) } };
    await expect((await load(whatsappId)).state.keys.set(batch)).rejects.toThrow();
    expect((await rowsOf(whatsappId)).map((row) => row.keyId)).toEqual(['old']);
  });

  it('refuses every write once the lease is lost (fencing)', async () => {
    const { whatsappId } = await createConnection();
    let leased = true;
    const state = await load(whatsappId, () => leased);
    await state.state.keys.set({ session: { kept: SECRET } });
    leased = false;
    await expect(state.state.keys.set({ session: { late: SECRET } })).rejects.toBeInstanceOf(LeaseLostError);
    await expect(state.saveCreds()).rejects.toBeInstanceOf(LeaseLostError);
    await expect(state.wipe()).rejects.toBeInstanceOf(LeaseLostError);
    expect((await rowsOf(whatsappId)).map((row) => row.keyId)).toEqual(['kept']);
  });

  it('wipes the creds and every key of its own connection only', async () => {
    const mine = await createConnection();
    const other = await createConnection();
    for (const { whatsappId } of [mine, other]) {
      const state = await load(whatsappId);
      await state.saveCreds();
      await state.state.keys.set(sample());
    }
    await (await load(mine.whatsappId)).wipe();
    expect(await rowsOf(mine.whatsappId)).toEqual([]);
    expect((await rowsOf(other.whatsappId)).length).toBeGreaterThan(10);
  });
});
