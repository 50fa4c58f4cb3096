import { describe, expect, it } from 'vitest';
import { startMp3Encoding, toInt16 } from './mp3-encoder';
import { MIN_AUDIO_BYTES, voiceNoteFile } from './voice-note';

/** A 440 Hz tone in chunks of 128 samples, the size an AudioWorklet delivers. */
function tone(seconds: number, sampleRate: number): Float32Array[] {
  const total = Math.round(seconds * sampleRate);
  const chunks: Float32Array[] = [];
  for (let start = 0; start < total; start += 128) {
    const chunk = new Float32Array(Math.min(128, total - start));
    for (let i = 0; i < chunk.length; i += 1) chunk[i] = 0.5 * Math.sin((2 * Math.PI * 440 * (start + i)) / sampleRate);
    chunks.push(chunk);
  }
  return chunks;
}

function encode(seconds: number, sampleRate: number): Uint8Array {
  const encoding = startMp3Encoding(sampleRate);
  for (const chunk of tone(seconds, sampleRate)) encoding.push(chunk);
  return encoding.finish();
}

/** The fields of an MPEG audio frame header (ISO 11172-3 §2.4.1.3). */
function frameHeader(bytes: Uint8Array, offset = 0) {
  return {
    sync: (bytes[offset] << 3) | (bytes[offset + 1] >> 5),
    version: (bytes[offset + 1] >> 3) & 0b11,
    layer: (bytes[offset + 1] >> 1) & 0b11,
    bitrateIndex: bytes[offset + 2] >> 4,
    sampleRateIndex: (bytes[offset + 2] >> 2) & 0b11,
    channelMode: bytes[offset + 3] >> 6,
  };
}

describe('startMp3Encoding', () => {
  it('writes MPEG-1 Layer III mono frames at 128 kbps', () => {
    const mp3 = encode(1, 44_100);
    // sync 11 bits set; version 3 = MPEG-1; layer 1 = Layer III; bitrate index 9 = 128 kbps; 0 = 44.1 kHz; 3 = mono.
    expect(frameHeader(mp3)).toEqual({ sync: 0x7ff, version: 3, layer: 1, bitrateIndex: 9, sampleRateIndex: 0, channelMode: 3 });
  });

  it('keeps the capture sample rate (48 kHz, the usual AudioContext rate)', () => {
    const mp3 = encode(0.5, 48_000);
    expect(frameHeader(mp3)).toMatchObject({ sync: 0x7ff, bitrateIndex: 9, sampleRateIndex: 1 });
  });

  it('produces about 16 000 bytes per second, so a short tap falls under the 10 000-byte floor', () => {
    const oneSecond = encode(1, 44_100);
    expect(oneSecond.length).toBeGreaterThan(15_500);
    expect(oneSecond.length).toBeLessThan(17_500);
    expect(encode(2, 44_100).length).toBeGreaterThan(2 * 15_500);
    expect(encode(0.3, 44_100).length).toBeLessThan(MIN_AUDIO_BYTES);
  });

  it('gives the same file whatever the chunk sizes', () => {
    const whole = startMp3Encoding(44_100);
    const joined = new Float32Array(tone(1, 44_100).flatMap((chunk) => [...chunk]));
    whole.push(joined);
    expect(whole.finish()).toEqual(encode(1, 44_100));
  });
});

describe('toInt16', () => {
  it('scales [-1, 1] to 16-bit PCM and clips what overshoots', () => {
    expect([...toInt16(new Float32Array([0, 1, -1, 0.5, 2, -3]))]).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('voiceNoteFile', () => {
  it('drops an MP3 under 10000 bytes and names a longer one audio-{timestamp}.mp3', () => {
    expect(voiceNoteFile(new Uint8Array(MIN_AUDIO_BYTES - 1), 1_700_000_000_000)).toBeNull();
    const file = voiceNoteFile(new Uint8Array(MIN_AUDIO_BYTES), 1_700_000_000_000);
    expect(file?.name).toBe('audio-1700000000000.mp3');
    expect(file?.type).toBe('audio/mpeg');
    expect(file?.size).toBe(MIN_AUDIO_BYTES);
  });
});
