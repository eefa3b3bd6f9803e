/** How long a piece of parsing may keep the event loop before other requests get their turn. */
export const SLICE_MS = 20;

/**
 * A checkpoint for long synchronous work: `await pace()` goes on at once until `sliceMs` have
 * passed since the last pause, then waits one turn of the event loop (`setImmediate`), so that
 * the requests and timers that queued up meanwhile run before the work continues.
 */
export function pacer(sliceMs = SLICE_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
