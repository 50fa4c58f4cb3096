import type { QueueOptionDTO } from '@zapdesk/shared';
import type { QueueOption } from '../../models/index.js';

/**
 * Builds the subtrees hanging from `parentId` (null: the queue's top level) out of a queue's options,
 * each level ordered by option number.
 */
export function presentOptionTree(options: QueueOption[], parentId: number | null): QueueOptionDTO[] {
  const byParent = new Map<number | null, QueueOption[]>();
  for (const option of options) byParent.set(option.parentId, [...(byParent.get(option.parentId) ?? []), option]);
  const build = (parent: number | null): QueueOptionDTO[] =>
    (byParent.get(parent) ?? []).sort((a, b) => a.option - b.option || a.id - b.id).map((option) => presentOption(option, build(option.id)));
  return build(parentId);
}

/** One option with the subtree already built. */
export function presentOption(option: QueueOption, children: QueueOptionDTO[] = []): QueueOptionDTO {
  return {
    id: option.id,
    title: option.title,
    message: option.message,
    option: String(option.option),
    queueId: option.queueId,
    parentId: option.parentId,
    children,
    createdAt: option.createdAt.toISOString(),
    updatedAt: option.updatedAt.toISOString(),
  };
}
