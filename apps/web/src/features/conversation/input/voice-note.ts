/** Spec §9: a recording whose MP3 is smaller than this is dropped (a slip of the finger, not a message). */
export const MIN_AUDIO_BYTES = 10_000;

/** The MP3 as the file sent in `medias`, named like the anchor's `audio-{timestamp}.mp3`; null when too short. */
export function voiceNoteFile(mp3: Uint8Array<ArrayBuffer>, timestamp: number): File | null {
  if (mp3.length < MIN_AUDIO_BYTES) return null;
  return new File([mp3], `audio-${timestamp}.mp3`, { type: 'audio/mpeg' });
}
