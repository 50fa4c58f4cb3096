import { describe, expect, it } from 'vitest';
import { QueueColors, QueueLimits, toQueueColor } from './index.js';

describe('queue palette', () => {
  it('holds 50 distinct colours, each within the 3-9 characters a queue colour may have', () => {
    expect(QueueColors).toHaveLength(50);
    expect(new Set(QueueColors).size).toBe(50);
    for (const color of QueueColors) {
      expect(color).toMatch(/^#[0-9A-F]{6}$/);
      expect(color.length).toBeGreaterThanOrEqual(QueueLimits.colorMin);
      expect(color.length).toBeLessThanOrEqual(QueueLimits.colorMax);
    }
  });

  it('reads a palette colour in any case and refuses any other', () => {
    expect(toQueueColor(' #b80000 ')).toBe('#B80000');
    expect(toQueueColor('#AB149E')).toBe('#AB149E');
    expect(toQueueColor('#FFFFFF')).toBeNull();
    expect(toQueueColor('red')).toBeNull();
  });
});
