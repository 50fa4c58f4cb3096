import request from 'supertest';
import { createApp } from '../http/app.js';

const app = createApp();

/** A supertest agent over the real Express app. */
export const api = () => request(app);

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// A worker runs many files (isolate: false) and a run shares Redis with the runs before it: addresses walk
// the 16.7 million of 10.0.0.0/8 from a random start, so none repeats within a run and two runs (or the two
// workers) overlap only if their starts fall within a few thousand of each other.
let ipSequence = Math.floor(Math.random() * 2 ** 24);
/** A distinct client IP per call, so per-IP rate limits never couple tests (or two runs). */
export const freshIp = () => {
  const n = ++ipSequence % 2 ** 24;
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
};
