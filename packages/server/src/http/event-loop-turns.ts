/** Items (topics) handled between two turns of the event loop in a long task. */
export const ITEMS_PER_TURN = 25;

/**
 * Lets the event loop run what waits (other requests, socket frames, timers) in the midst of
 * a long piece of work: an import of 500 topics held it 200 ms in one go.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A turn of the event loop after every ITEMS_PER_TURN items. */
export async function afterSome(index: number): Promise<void> {
  if (index > 0 && index % ITEMS_PER_TURN === 0) await nextTurn();
}
