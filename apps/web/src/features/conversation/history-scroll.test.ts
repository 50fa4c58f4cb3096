// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keptScrollTop } from '../../hooks/useOlderHistoryScroll';
import { LOAD_OLDER_THRESHOLD_PX, shouldLoadOlder } from './history-scroll';

describe('shouldLoadOlder', () => {
  it('asks for older messages within 50 px of the top, when there are more and none are on the way', () => {
    expect(LOAD_OLDER_THRESHOLD_PX).toBe(50);
    expect(shouldLoadOlder(0, true, false)).toBe(true);
    expect(shouldLoadOlder(50, true, false)).toBe(true);
    expect(shouldLoadOlder(51, true, false)).toBe(false);
    expect(shouldLoadOlder(10, false, false)).toBe(false);
    expect(shouldLoadOlder(10, true, true)).toBe(false);
  });
});

describe('keptScrollTop', () => {
  it('moves the scroll down by the height the older messages added', () => {
    expect(keptScrollTop(30, 2000, 3500)).toBe(1530);
    expect(keptScrollTop(30, 2000, 2000)).toBe(30);
  });
});
