// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_QUEUES, passesQueueFilter, selectedQueueIds, selectsAnything } from './queue-filter';

describe('queue filter', () => {
  const mine = [1, 2, 3];

  it('sends no queue filter while every queue is selected, else the queues still selected', () => {
    expect(selectedQueueIds(ALL_QUEUES, mine)).toBeNull();
    expect(selectedQueueIds({ excluded: [2], withoutQueue: true }, mine)).toEqual([1, 3]);
    // A queue the user no longer has does not count as taken out.
    expect(selectedQueueIds({ excluded: [9], withoutQueue: true }, mine)).toBeNull();
  });

  it("lets 'Sem fila' alone decide tickets without a queue", () => {
    expect(passesQueueFilter({ queueId: null }, null, true)).toBe(true);
    expect(passesQueueFilter({ queueId: null }, [1], false)).toBe(false);
    expect(passesQueueFilter({ queueId: 2 }, [1, 3], true)).toBe(false);
    expect(passesQueueFilter({ queueId: 3 }, [1, 3], false)).toBe(true);
    expect(passesQueueFilter({ queueId: 8 }, null, false)).toBe(true);
  });

  it('knows when nothing at all is selected', () => {
    expect(selectsAnything({ excluded: [1, 2, 3], withoutQueue: false }, mine)).toBe(false);
    expect(selectsAnything({ excluded: [1, 2, 3], withoutQueue: true }, mine)).toBe(true);
    expect(selectsAnything({ excluded: [], withoutQueue: false }, [])).toBe(false);
    expect(selectsAnything({ excluded: [1, 2], withoutQueue: false }, mine)).toBe(true);
  });
});
