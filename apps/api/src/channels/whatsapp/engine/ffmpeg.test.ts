import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, toVoiceNote } from './ffmpeg.js';
import { opusChannels, writeSineWav } from './testing/audio.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zapdesk-ffmpeg-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('voice notes', () => {
  it('uses the ffmpeg shipped by npm', () => {
    expect(ffmpegPath()).toContain('@ffmpeg-installer');
    expect(existsSync(ffmpegPath())).toBe(true);
  });

  it('converts a stereo WAV to OGG/Opus mono and deletes it on cleanup', async () => {
    const input = path.join(dir, 'agent.wav');
    await writeSineWav(input);
    const voice = await toVoiceNote(input);
    const ogg = await readFile(voice.path);
    expect(opusChannels(ogg)).toBe(1);
    await voice.cleanup();
    expect(existsSync(voice.path)).toBe(false);
  });

  it("rejects a file that is not audio, with ffmpeg's reason, and leaves nothing behind", async () => {
    const input = path.join(dir, 'not-audio.txt');
    await writeFile(input, 'hello');
    const voiceFiles = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('zapdesk-voice-'));
    const before = await voiceFiles();
    await expect(toVoiceNote(input)).rejects.toThrow(/ffmpeg failed/);
    expect(await voiceFiles()).toEqual(before);
  });
});
