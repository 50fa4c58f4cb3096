/* global AudioWorkletProcessor, registerProcessor -- an AudioWorklet's own scope */
// Runs on the audio thread: copies each 128-sample block of the first input channel to the page.
// A file of its own (served from the app's origin) because the CSP's script-src 'self' refuses worklets
// loaded from blob: URLs.
class PcmTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('zapdesk-pcm-tap', PcmTap);
