import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { AudioCapture } from './audio-capture';
import { AudioCaptureContext } from './audio-capture-context';
import type { Mp3Encoding } from './mp3-encoder';
import { voiceNoteFile } from './voice-note';

export type RecorderStatus = 'idle' | 'starting' | 'recording';

interface Session {
  capture: AudioCapture | null;
  encoding: Mp3Encoding | null;
  /** Set when cancelled or unmounted before the microphone answered. */
  isAbandoned: boolean;
}

/**
 * Records a voice note: the capture feeds PCM into an MP3 encoder (loaded on first use, so the encoder
 * stays out of the main bundle) while the attendant speaks.
 */
export function useAudioRecorder({ onError }: { onError: (error: unknown) => void }) {
  const startCapture = useContext(AudioCaptureContext);
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const session = useRef<Session | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.isAbandoned = true;
    current.capture?.stop();
  }, []);

  // Leaving the ticket (or the page) while recording must free the microphone.
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    const current: Session = { capture: null, encoding: null, isAbandoned: false };
    session.current = current;
    setStatus('starting');
    try {
      const { startMp3Encoding } = await import('./mp3-encoder');
      const capture = await startCapture((samples, sampleRate) => {
        if (current.isAbandoned) return;
        current.encoding ??= startMp3Encoding(sampleRate);
        current.encoding.push(samples);
      });
      if (current.isAbandoned) {
        capture.stop();
        return;
      }
      current.capture = capture;
      setStartedAt(Date.now());
      setStatus('recording');
    } catch (error) {
      if (current.isAbandoned) return;
      session.current = null;
      setStatus('idle');
      onError(error);
    }
  }, [startCapture, onError]);

  const cancel = useCallback(() => {
    release();
    setStatus('idle');
  }, [release]);

  /** Stops the microphone and hands back the voice note, or null when it is under the 10 000-byte floor. */
  const finish = useCallback((): File | null => {
    const encoding = session.current?.encoding ?? null;
    release();
    setStatus('idle');
    return encoding ? voiceNoteFile(encoding.finish(), Date.now()) : null;
  }, [release]);

  return { status, startedAt, start, cancel, finish };
}
