import request from 'supertest';
import { createApp } from '../http/app.js';

const app = createApp();

/** A supertest agent over the real Express app. */
export const api = () => request(app);

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let ipSequence = 0;
const runOctets = `${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
/** A distinct client IP per call, so per-IP rate limits never couple tests (or two runs). */
export const freshIp = () => `10.${runOctets}.${++ipSequence % 250}`;
