import { afterEveryTest } from './between-tests';

/**
 * Makes MUI's useMediaQuery see a wide (md and up) or a narrow (phone) screen: min-width queries match a wide
 * one, max-width queries a narrow one. jsdom has no matchMedia, so without this every query misses.
 */
export function screenWidth(wide: boolean): void {
  const matchMedia = (query: string) => ({
    matches: query.includes('min-width') ? wide : query.includes('max-width') ? !wide : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/** Back to jsdom's default: no matchMedia, so useMediaQuery sees no match. */
export function resetScreenWidth(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}

// Every test starts with jsdom's default, whatever the one before it set.
afterEveryTest(resetScreenWidth);
