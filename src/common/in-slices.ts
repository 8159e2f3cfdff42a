/**
 * Long work cut into slices so the page stays responsive: the work is a generator that pauses
 * (`yield`) between slices. `inSlices` gives the main thread back at each pause (a frame can
 * paint, a tap be answered), and also before the first slice and after the last, so that the
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
 * `start` makes the work after the first pause, so its setup (arguments included: for a
 * schedule, every list's items gathered and the options made) is no part of the task before
 * either.
 */
export async function inSlices<T>(start: () => Generator<unknown, T>): Promise<T> {
  let work: Generator<unknown, T> | undefined;
  for (;;) {
    // A macrotask, not a microtask: only then may the browser render and handle input in between.
    await new Promise((resolve) => setTimeout(resolve));
    const step = (work ??= start()).next();
    if (step.done) {
      await new Promise((resolve) => setTimeout(resolve));
      return step.value;
    }
  }
}
