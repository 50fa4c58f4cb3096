import { Mp3Encoder } from '@breezystack/lamejs';

/** Spec §9: voice notes are MP3 at 128 kbps. */
export const MP3_BITRATE_KBPS = 128;

/** One MPEG-1 Layer III frame holds 1152 samples; encoding whole batches of frames avoids lame's per-call buffers. */
const BATCH_SAMPLES = 1152 * 8;

/** An MP3 being encoded while the attendant speaks. */
export interface Mp3Encoding {
  /** Adds mono samples in [-1, 1] (what Web Audio delivers). */
  push(samples: Float32Array): void;
  /** Encodes what is left and returns the whole file. */
  finish(): Uint8Array<ArrayBuffer>;
}

/** Web Audio floats in [-1, 1] → the 16-bit PCM lame takes, clipping what overshoots. */
export function toInt16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i]));
    pcm[i] = clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff;
  }
  return pcm;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Starts a mono 128 kbps MP3 at the capture's sample rate. */
export function startMp3Encoding(sampleRate: number): Mp3Encoding {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_BITRATE_KBPS);
  const output: Uint8Array[] = [];
  let pending = new Int16Array(BATCH_SAMPLES);
  let pendingLength = 0;

  const encodePending = () => {
    if (pendingLength === 0) return;
    const frame = encoder.encodeBuffer(pending.subarray(0, pendingLength));
    if (frame.length > 0) output.push(frame);
    pending = new Int16Array(BATCH_SAMPLES);
    pendingLength = 0;
  };

  return {
    push(samples) {
      const pcm = toInt16(samples);
      let read = 0;
      while (read < pcm.length) {
        const taken = Math.min(BATCH_SAMPLES - pendingLength, pcm.length - read);
        pending.set(pcm.subarray(read, read + taken), pendingLength);
        pendingLength += taken;
        read += taken;
        if (pendingLength === BATCH_SAMPLES) encodePending();
      }
    },
    finish() {
      encodePending();
      const tail = encoder.flush();
      if (tail.length > 0) output.push(tail);
      return concat(output);
    },
  };
}
