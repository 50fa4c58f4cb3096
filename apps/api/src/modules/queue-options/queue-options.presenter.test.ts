import { describe, expect, it } from 'vitest';
import { QueueOption } from '../../models/index.js';
import { presentOptionTree } from './queue-options.presenter.js';

const at = new Date('2026-01-01T00:00:00Z');
const node = (id: number, option: number, parentId: number | null) =>
  QueueOption.build({ id, title: `#${id}`, message: '', option, queueId: 1, parentId, companyId: 1, createdAt: at, updatedAt: at });

describe('presentOptionTree', () => {
  it('nests any depth and orders every level by option number (10 after 9), whatever order the rows come in', () => {
    const rows = [node(1, 10, null), node(2, 9, null), node(3, 2, 2), node(4, 1, 2), node(5, 1, 3), node(6, 1, 5)];
    const tree = presentOptionTree(rows, null);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[0].children.map((n) => n.id)).toEqual([4, 3]);
    expect(tree[0].children[1].children[0]).toMatchObject({ id: 5, option: '1', children: [{ id: 6, parentId: 5, children: [] }] });
    expect(presentOptionTree(rows, 3).map((n) => n.id)).toEqual([5]);
    expect(presentOptionTree(rows, 6)).toEqual([]);
  });
});
