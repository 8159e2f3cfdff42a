/**
 * Long work cut into slices so the page stays responsive: the work is a generator that may pause
 * (`yield`) between small steps. `inSlices` gives the main thread back once a slice of steps has run for
 * `SLICE_MS` (a frame can paint, a tap be answered), and also before the first slice and after the last, so that the
 * work shares no task with what came before (reading an answer) or after (drawing the result);
 * `toEnd` runs the same work at once, for callers that need it now.
 */
export function toEnd<T>(work: Generator<unknown, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * How long a slice may run before the main thread is given back: well under the 50 ms of a long task, on any
 * device, as the slice is measured in the device's own time (a phone's slower CPU makes fewer steps per slice).
 */
const SLICE_MS = 8;

/**
 * `start` makes the work after the first pause, so its setup (arguments included: for a
 * schedule, every list's items gathered and the options made) is no part of the task before
 * either. The work's pauses are steps: a slice runs steps until `SLICE_MS` has passed.
 */
export async function inSlices<T>(start: () => Generator<unknown, T>): Promise<T> {
  let work: Generator<unknown, T> | undefined;
  for (;;) {
    await macrotask();
    const sliceEnd = performance.now() + SLICE_MS;
    let step = (work ??= start()).next();
    while (!step.done && performance.now() < sliceEnd) step = work.next();
    if (step.done) {
      await macrotask();
      return step.value;
    }
  }
}

/** A macrotask, not a microtask: only then may the browser render and handle input in between. */
function macrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
