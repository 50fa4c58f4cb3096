import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound, savedVolume } from './notification-sound';

/** The part of the Web Audio API the sound uses, recording the peak gain and the tones started. */
class FakeAudioContext {
  static created = 0;
  static peaks: number[] = [];
  static tones: number[] = [];
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.created += 1;
  }
  resume = vi.fn(async () => undefined);
  createGain() {
    return {
      gain: {
        setValueAtTime: vi.fn(),
        exponentialRampToValueAtTime: (value: number) => FakeAudioContext.peaks.push(value),
      },
      connect: vi.fn(),
    };
  }
  createOscillator() {
    const tone = { type: '', frequency: { value: 0 }, connect: vi.fn(), start: () => FakeAudioContext.tones.push(tone.frequency.value), stop: vi.fn() };
    return tone;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('notification sound', () => {
  it('reads the volume saved by the slider, 1 when none or an invalid one is saved', () => {
    expect(savedVolume()).toBe(1);
    localStorage.setItem('volume', '0.3');
    expect(savedVolume()).toBe(0.3);
    localStorage.setItem('volume', '7');
    expect(savedVolume()).toBe(1);
  });

  it('plays two tones scaled by the volume, and nothing when muted or without Web Audio', () => {
    expect(() => playNotificationSound(1)).not.toThrow();
    vi.stubGlobal('AudioContext', FakeAudioContext);

    playNotificationSound(0);
    expect(FakeAudioContext.created).toBe(0);

    playNotificationSound(0.5);
    expect(FakeAudioContext.created).toBe(1);
    expect(FakeAudioContext.tones).toEqual([880, 1320]);
    expect(Math.max(...FakeAudioContext.peaks)).toBeCloseTo(0.2);
  });
});
