import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/** A stage column's droppable id, and back. */
export const columnId = (stage: string) => `stage-${stage}`;
export const stageOfColumn = (id: string | number) =>
  String(id).startsWith('stage-') ? String(id).slice('stage-'.length) : null;

/**
 * The keyboard's move on the pipeline: Left and Right jump the picked-up card to the neighbouring
 * stage's column (a step of pixels would take many presses per column); Up and Down do nothing.
 */
export const jumpColumns: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dir = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (dir === 0) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()]
    .filter(([id]) => stageOfColumn(id) !== null)
    .map(([, rect]) => rect)
    .sort((a, b) => a.left - b.left);
  const rect = context.collisionRect;
  const x = rect ? rect.left + rect.width / 2 : currentCoordinates.x;
  let at = columns.findIndex((c) => x >= c.left && x <= c.right);
  if (at < 0) {
    const distances = columns.map((c) => Math.abs(c.left + c.width / 2 - x));
    at = distances.indexOf(Math.min(...distances));
  }
  const target = columns[at + dir];
  return target ? { x: target.left + 8, y: target.top + 40 } : currentCoordinates;
};

/** Under the pointer when there is one; by keyboard, the column the card overlaps most. */
export const pipelineCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length > 0) return hits;
  }
  return rectIntersection(args);
};
