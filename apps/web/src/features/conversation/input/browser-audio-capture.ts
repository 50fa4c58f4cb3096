import type { StartAudioCapture } from './audio-capture';

/** The processor name pcm-tap.worklet.js registers. */
const TAP_NAME = 'zapdesk-pcm-tap';

/** The tap's module, emitted by Vite as an asset of the app's own origin (the CSP allows no blob: scripts). */
const TAP_URL = new URL('./pcm-tap.worklet.js', import.meta.url);

async function addTapModule(context: AudioContext): Promise<void> {
  await context.audioWorklet.addModule(TAP_URL.href);
}

/** The microphone through Web Audio: getUserMedia → an AudioWorklet tap mixing down to mono. */
export const startBrowserAudioCapture: StartAudioCapture = async (onSamples) => {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  const context = new AudioContext();
  const release = () => {
    stream.getTracks().forEach((track) => track.stop());
    void context.close();
  };
  try {
    await addTapModule(context);
    const source = context.createMediaStreamSource(stream);
    const tap = new AudioWorkletNode(context, TAP_NAME, { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
    // A muted path to the destination keeps the graph pulling the tap in every browser.
    const mute = context.createGain();
    mute.gain.value = 0;
    tap.port.onmessage = (event: MessageEvent<Float32Array>) => onSamples(event.data, context.sampleRate);
    source.connect(tap).connect(mute).connect(context.destination);
    await context.resume();
    return {
      stop() {
        tap.port.onmessage = null;
        source.disconnect();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};
