import { StorageKeys, readStorage } from '../../lib/storage';

/** The volume saved by the top bar's slider (0 to 1, spec §9); 1 when none is saved. */
export function savedVolume(): number {
  const saved = readStorage(StorageKeys.volume);
  const value = Number(saved);
  return saved !== null && value >= 0 && value <= 1 ? value : 1;
}

let context: AudioContext | null = null;

/** Two short rising tones made with the Web Audio API (no audio file), at `volume` (0 to 1). */
export function playNotificationSound(volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    // Browsers start a context suspended until the page has had a user gesture.
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4 * volume, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = context?.createOscillator();
      if (!tone) return;
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + i * 0.12);
      tone.stop(start + 0.35);
    });
  } catch {
    // No audio device or the browser refused: the notification stays silent.
  }
}
