import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Voice notes must be OGG/Opus mono or some WhatsApp clients cannot play them. The ffmpeg binary
// comes from @ffmpeg-installer/ffmpeg (an npm package that ships it, so a fresh CI machine has
// it); on a platform it has no build for, the system's `ffmpeg` on PATH is used instead.

const require = createRequire(import.meta.url);
const TIMEOUT_MS = 60_000;
let resolved: string | undefined;

/** The ffmpeg executable: the npm-shipped one, else `ffmpeg` from PATH. */
export function ffmpegPath(): string {
  if (resolved) return resolved;
  try {
    resolved = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    resolved = 'ffmpeg';
  }
  return resolved;
}

/** Runs ffmpeg with the arguments; rejects with its error output on failure or after a minute. */
export function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ffmpeg could not start (${ffmpegPath()}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

export interface TempFile {
  path: string;
  /** Deletes the file; safe to call more than once. */
  cleanup(): Promise<void>;
}

/** Converts any audio file to an OGG/Opus mono voice note in a temporary file. */
export async function toVoiceNote(inputPath: string): Promise<TempFile> {
  const output = path.join(tmpdir(), `zapdesk-voice-${randomBytes(8).toString('hex')}.ogg`);
  const cleanup = () => rm(output, { force: true });
  try {
    await runFfmpeg([
      '-y',
      '-i',
      inputPath,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '48000',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-application',
      'voip',
      '-avoid_negative_ts',
      'make_zero',
      '-f',
      'ogg',
      output,
    ]);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { path: output, cleanup };
}
