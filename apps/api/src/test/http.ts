import request from 'supertest';
import { createApp } from '../http/app.js';

const app = createApp();

/** A supertest agent over the real Express app. */
export const api = () => request(app);

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let ipSequence = 0;
/** A distinct client IP per call site, so per-IP rate limits never couple tests. */
export const freshIp = () => `10.${process.pid % 250}.${Math.floor(++ipSequence / 250) % 250}.${ipSequence % 250}`;
