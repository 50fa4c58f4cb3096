import { vi } from 'vitest';
import type { StartAudioCapture } from '../audio-capture';

/**
 * A microphone for tests: the recorder gets it through AudioCaptureContext, and `speak` feeds it a
 * 440 Hz tone in the 128-sample chunks an AudioWorklet delivers.
 */
export function fakeMicrophone(sampleRate = 44_100) {
  let listener: ((samples: Float32Array, rate: number) => void) | null = null;
  const stop = vi.fn(() => {
    listener = null;
  });
  const start: StartAudioCapture = async (onSamples) => {
    listener = onSamples;
    return { stop };
  };
  return {
    start,
    stop,
    isListening: () => listener !== null,
    speak(seconds: number) {
      const total = Math.round(seconds * sampleRate);
      for (let offset = 0; offset < total; offset += 128) {
        const chunk = new Float32Array(Math.min(128, total - offset));
        for (let i = 0; i < chunk.length; i += 1) chunk[i] = 0.4 * Math.sin((2 * Math.PI * 440 * (offset + i)) / sampleRate);
        listener?.(chunk, sampleRate);
      }
    },
  };
}
