// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMessage, historyOf, replaceMessage } from './message-history';
import { at, makeMessage } from '../../features/conversation/test/fixtures';

const page = (ids: number[], hasMore = false) => ({ messages: ids.map((id) => makeMessage(id)), hasMore });
const ids = (pages: ReturnType<typeof page>[]) => historyOf(pages).map((m) => m.id);

describe('historyOf', () => {
  it('reads the pages (newest first) as one history, oldest message first', () => {
    expect(ids([page([21, 22, 23], true), page([18, 19, 20], true), page([15, 16, 17])])).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('drops the overlap of a page fetched after live messages shifted the offsets', () => {
    expect(ids([page([21, 22, 23, 24]), page([19, 20, 21])])).toEqual([19, 20, 21, 22, 23, 24]);
  });

  it('orders by time, then by id for messages of the same instant', () => {
    const same = at('2025-03-04 10:00');
    const pages = [
      {
        messages: [makeMessage(5, { createdAt: same }), makeMessage(3, { createdAt: same }), makeMessage(1, { createdAt: at('2025-03-05 08:00') })],
        hasMore: false,
      },
    ];
    expect(historyOf(pages).map((m) => m.id)).toEqual([3, 5, 1]);
  });
});

describe('addMessage', () => {
  it('adds a new message to the newest page', () => {
    const pages = addMessage([page([5, 6]), page([3, 4])], makeMessage(7));
    expect(pages.map((p) => p.messages.map((m) => m.id))).toEqual([
      [5, 6, 7],
      [3, 4],
    ]);
  });

  it('replaces a copy that is already there instead of doubling it', () => {
    const pages = addMessage([page([5, 6])], makeMessage(6, { ack: 2 }));
    expect(pages[0].messages.map((m) => [m.id, m.ack])).toEqual([
      [5, 0],
      [6, 2],
    ]);
  });

  it('leaves a history that has not loaded yet alone', () => {
    expect(addMessage([], makeMessage(1))).toEqual([]);
  });
});

describe('replaceMessage', () => {
  it('replaces the message in every page holding it', () => {
    const pages = replaceMessage([page([5, 6]), page([4, 5])], makeMessage(5, { isDeleted: true, body: '' }));
    expect(pages.flatMap((p) => p.messages.filter((m) => m.id === 5).map((m) => m.isDeleted))).toEqual([true, true]);
    expect(historyOf(pages).map((m) => m.id)).toEqual([4, 5, 6]);
  });

  it('adds nothing for a message that is not loaded', () => {
    const before = [page([5, 6])];
    expect(replaceMessage(before, makeMessage(1))).toEqual(before);
  });
});
