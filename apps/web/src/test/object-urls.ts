import { afterEveryTest } from './between-tests';

/** An object URL the page made, and the file it stands for. */
export interface ObjectUrl {
  url: string;
  blob: Blob;
}

/** The object URLs the page made in the current test, in order, and those it let go. */
export const objectUrls = { created: [] as ObjectUrl[], revoked: [] as string[] };

// jsdom has no object URLs: the page gets these, which record them. They stay for the whole process, not one test:
// a download lets its URL go 10 s after the click (lib/save-file.ts), maybe while another file's test runs.
let made = 0;
Object.defineProperty(URL, 'createObjectURL', {
  configurable: true,
  value: (blob: Blob) => {
    made += 1;
    const url = `blob:test/${made}`;
    objectUrls.created.push({ url, blob });
    return url;
  },
});
Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => objectUrls.revoked.push(url) });

afterEveryTest(() => {
  objectUrls.created.length = 0;
  objectUrls.revoked.length = 0;
});
