// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OPEN_LANE, belongsOnBoard, buildLanes, laneFromDropId, laneOf, moveToLane, upsertTicket } from './kanban-board';
import { upsertLane } from '../tags/live';
import { makeCard, negotiating, vip, won } from '../../features/kanban/test/fixtures';

describe('kanban board', () => {
  it('puts a ticket in its first lane in lane order, else in "Em aberto"', () => {
    expect(laneOf(makeCard(1, 'A', [won, negotiating]), [negotiating, won])).toBe(negotiating.id);
    expect(laneOf(makeCard(1, 'A', [vip]), [negotiating, won])).toBe(OPEN_LANE);
    const board = buildLanes([negotiating, won], [makeCard(1, 'A'), makeCard(2, 'B', [won]), makeCard(3, 'C', [vip])]);
    expect(board.map((lane) => [lane.key, lane.tickets.map((t) => t.id)])).toEqual([
      [OPEN_LANE, [1, 3]],
      [negotiating.id, []],
      [won.id, [2]],
    ]);
  });

  it('swaps only the lane tags when a card moves', () => {
    const moved = moveToLane(makeCard(1, 'A', [vip, negotiating]), [negotiating, won], won.id);
    expect(moved.tags.map((tag) => tag.id)).toEqual([vip.id, won.id]);
    expect(moveToLane(moved, [negotiating, won], OPEN_LANE).tags.map((tag) => tag.id)).toEqual([vip.id]);
  });

  it("keeps open and pending tickets of the board's queues, newest last message first", () => {
    expect(belongsOnBoard(makeCard(1, 'A'), [1])).toBe(true);
    expect(belongsOnBoard(makeCard(1, 'A', [], { queueId: 2 }), [1])).toBe(false);
    expect(belongsOnBoard(makeCard(1, 'A', [], { queueId: null }), null)).toBe(true);
    expect(belongsOnBoard(makeCard(1, 'A', [], { status: 'closed' }), null)).toBe(false);
    const tickets = upsertTicket([makeCard(1, 'A'), makeCard(2, 'B')], makeCard(1, 'A', [], { lastMessageAt: '2025-03-05T00:00:00.000Z' }), [1]);
    expect(tickets.map((t) => t.id)).toEqual([1, 2]);
    // Opening a card changes its updatedAt only: it keeps its place behind the newer last message.
    const opened = upsertTicket([makeCard(2, 'B'), makeCard(1, 'A')], makeCard(1, 'A', [], { updatedAt: '2025-03-05T00:00:00.000Z' }), [1]);
    expect(opened.map((t) => t.id)).toEqual([2, 1]);
  });

  it('keeps lanes in creation order and drops a tag switched off', () => {
    expect(upsertLane([won], negotiating).map((lane) => lane.id)).toEqual([negotiating.id, won.id]);
    expect(upsertLane([negotiating, won], { ...won, kanban: 0 })).toEqual([negotiating]);
  });

  it('reads lane drop ids and ignores anything else', () => {
    expect(laneFromDropId('lane-open')).toBe(OPEN_LANE);
    expect(laneFromDropId('lane-12')).toBe(12);
    expect(laneFromDropId('ticket-3')).toBeNull();
    expect(laneFromDropId(undefined)).toBeNull();
  });
});
