/** A running microphone capture. */
export interface AudioCapture {
  /** Releases the microphone; no samples arrive afterwards. */
  stop(): void;
}

/**
 * Starts capturing mono samples in [-1, 1]; each chunk comes with its sample rate. The microphone is
 * outside the machine, so the recorder takes this function and tests hand it a fake that feeds PCM.
 */
export type StartAudioCapture = (onSamples: (samples: Float32Array, sampleRate: number) => void) => Promise<AudioCapture>;
