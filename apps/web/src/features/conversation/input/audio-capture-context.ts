import { createContext } from 'react';
import type { StartAudioCapture } from './audio-capture';
import { startBrowserAudioCapture } from './browser-audio-capture';

/** Where the recorder gets the microphone from: the browser's, unless a test provides PCM of its own. */
export const AudioCaptureContext = createContext<StartAudioCapture>(startBrowserAudioCapture);
