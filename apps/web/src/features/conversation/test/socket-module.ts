import { vi } from 'vitest';
import { fakeSocket } from './socket-mock';

// Replaces lib/socket in the conversation's tests: `vi.mock('.../lib/socket', () => import('.../socket-module'))`.
export const getSocket = () => fakeSocket;
export const openSocket = vi.fn();
export const closeSocket = vi.fn();
