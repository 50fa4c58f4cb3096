import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEP = { ArrowRight: 1, ArrowLeft: -1 } as const;

/**
 * Keyboard moves on the board go lane by lane: ArrowRight/ArrowLeft place the picked-up card over the next
 * lane's top instead of nudging it a few pixels (the library's default), so reaching the third lane takes
 * two key presses. Up and down do nothing: a lane has no order to choose.
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const lanes = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const here = lanes.findIndex((rect) => centre >= rect.left && centre <= rect.right);
  const step = STEP[event.code];
  // Between lanes (the gap), the next lane is the nearest one on that side.
  let target: ClientRect | undefined;
  if (here !== -1) target = lanes[here + step];
  else if (step === 1) target = lanes.find((rect) => rect.left > centre);
  else target = [...lanes].reverse().find((rect) => rect.right < centre);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + Math.min(48, target.height / 4) };
};
