import { writeFile } from 'node:fs/promises';

/** A stereo 44.1 kHz PCM WAV of a sine tone: an audio file an agent might upload. */
export async function writeSineWav(file: string, seconds = 0.5): Promise<void> {
  const rate = 44_100;
  const channels = 2;
  const samples = Math.floor(rate * seconds);
  const data = Buffer.alloc(samples * channels * 2);
  for (let i = 0; i < samples; i++) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000);
    for (let c = 0; c < channels; c++) data.writeInt16LE(value, (i * channels + c) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  await writeFile(file, Buffer.concat([header, data]));
}

/** The channel count of an OGG/Opus file (OpusHead byte 9), or undefined when it is not Opus. */
export function opusChannels(ogg: Buffer): number | undefined {
  if (ogg.subarray(0, 4).toString() !== 'OggS') return undefined;
  const head = ogg.indexOf('OpusHead');
  return head < 0 ? undefined : ogg[head + 9];
}
