import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptedStream, type WAMessage } from '@whiskeysockets/baileys';
import { storagePath } from '../../../core/storage.js';
import { downloadInboundMedia, hasDownloadableMedia } from './media.js';
import { fx, key, wa } from './testing/fixtures.js';

// The offline media round trip: Baileys encrypts real bytes, a local HTTP server plays
// WhatsApp's CDN, and the download must decrypt them into the company's storage folder.

const companyId = 900_000_000 + randomInt(1_000_000);
const files = new Map<string, { status: number; body?: Buffer }>();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    res.statusCode = file?.status ?? 404;
    res.end(file?.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(storagePath(`companies/${companyId}`), { recursive: true, force: true });
});

/** Encrypts bytes as WhatsApp would and publishes them at a path of the fake CDN. */
async function publish(route: string, plain: Buffer, mediaType: 'image' | 'audio' | 'document') {
  const encrypted = await encryptedStream(plain, mediaType);
  files.set(route, { status: 200, body: await readFile(encrypted.encFilePath) });
  await rm(encrypted.encFilePath, { force: true });
  return { url: `${baseUrl}${route}`, mediaKey: encrypted.mediaKey, fileLength: encrypted.fileLength };
}

const context = (reuploadRequest = vi.fn(async (m: WAMessage) => m)) => ({ companyId, reuploadRequest });

describe('downloadInboundMedia', () => {
  it('decrypts an image into companies/{companyId}/media under a random name', async () => {
    const plain = randomBytes(5_000);
    const media = await publish('/img', plain, 'image');
    const message = wa({ key: key('IMG1'), message: { imageMessage: { mimetype: 'image/jpeg', caption: 'foto', ...media } } });
    expect(hasDownloadableMedia(message)).toBe(true);

    const stored = await downloadInboundMedia(message, context());
    expect(stored.path).toMatch(new RegExp(`^companies/${companyId}/media/[0-9a-f]{32}\\.jpg$`));
    expect(stored).toMatchObject({ mimetype: 'image/jpeg', filename: 'IMG1.jpg', size: plain.length });
    expect(await readFile(storagePath(stored.path))).toEqual(plain);
  });

  it('marks a voice note and stores it as .ogg', async () => {
    const media = await publish('/ptt', randomBytes(900), 'audio');
    const message = wa({ key: key('PTT1'), message: { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true, ...media } } });
    const stored = await downloadInboundMedia(message, context());
    expect(stored).toMatchObject({ voiceNote: true, mimetype: 'audio/ogg; codecs=opus' });
    expect(stored.path).toMatch(/\.ogg$/);
  });

  it('keeps a document name for display only, never in the path', async () => {
    const media = await publish('/doc', Buffer.from('%PDF-1.4 fake'), 'document');
    const message = wa({
      key: key('DOC1'),
      message: { documentMessage: { mimetype: 'application/pdf', fileName: '../../../etc/passwd.pdf', ...media } },
    });
    const stored = await downloadInboundMedia(message, context());
    expect(stored.filename).toBe('passwd.pdf');
    expect(stored.path).toMatch(new RegExp(`^companies/${companyId}/media/[0-9a-f]{32}\\.pdf$`));
  });

  it('asks the phone to re-upload expired media (410) and downloads the new copy', async () => {
    const plain = randomBytes(2_000);
    const fresh = await publish('/new', plain, 'image');
    files.set('/old', { status: 410 });
    const expired = wa({ key: key('IMG2'), message: { imageMessage: { mimetype: 'image/jpeg', ...fresh, url: `${baseUrl}/old` } } });
    const reuploadRequest = vi.fn(async (m: WAMessage) => wa({ key: m.key, message: { imageMessage: { mimetype: 'image/jpeg', ...fresh } } }));

    const stored = await downloadInboundMedia(expired, context(reuploadRequest));
    expect(reuploadRequest).toHaveBeenCalledOnce();
    expect(await readFile(storagePath(stored.path))).toEqual(plain);
  });

  it('fails without leaving a partial file when the CDN errors', async () => {
    files.set('/broken', { status: 500 });
    const before = await readdir(storagePath(`companies/${companyId}/media`));
    const message = wa({ key: key('IMG3'), message: { imageMessage: { mimetype: 'image/jpeg', url: `${baseUrl}/broken`, mediaKey: randomBytes(32) } } });
    await expect(downloadInboundMedia(message, context())).rejects.toThrow();
    expect(await readdir(storagePath(`companies/${companyId}/media`))).toEqual(before);
  });

  it('says which messages have no file to download', () => {
    expect(hasDownloadableMedia(fx.text('T1', 'oi'))).toBe(false);
    expect(hasDownloadableMedia(fx.location('L1'))).toBe(false);
    expect(hasDownloadableMedia(fx.document('D1'))).toBe(true);
    expect(path.isAbsolute(storagePath(`companies/${companyId}`))).toBe(true);
  });
});
