import bcrypt from 'bcryptjs';
import { env } from '../../config/env.js';

export const hashPassword = (password: string) => bcrypt.hash(password, env.BCRYPT_ROUNDS);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the e-mail is unknown, so both failures take the same time.
export const DUMMY_HASH = bcrypt.hashSync('zapdesk-timing-guard', env.BCRYPT_ROUNDS);
