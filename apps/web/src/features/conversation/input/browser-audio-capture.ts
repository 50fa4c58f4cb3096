import type { StartAudioCapture } from './audio-capture';

const TAP_NAME = 'zapdesk-pcm-tap';

// Runs on the audio thread: copies each 128-sample block of the first input channel to the page.
const TAP_SOURCE = `
class PcmTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('${TAP_NAME}', PcmTap);
`;

/** Loads the tap from a blob URL, so no separate worklet file has to be served. */
async function addTapModule(context: AudioContext): Promise<void> {
  const url = URL.createObjectURL(new Blob([TAP_SOURCE], { type: 'text/javascript' }));
  try {
    await context.audioWorklet.addModule(url);
  } finally {
    URL.revokeObjectURL(url);
  }
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
