/**
 * Log lines that a stranger can cause (a refused origin, a client over its budget, a full queue)
 * at most once a minute per kind, so that no flood of refused requests floods the embedder's log:
 * the first line of a minute is written, the others are counted, and the next line written says
 * how many were left out.
 */
const LOG_INTERVAL_MS = 60_000;

export type ThrottledLog = (message: string) => void;

export function throttledLog(write: (message: string) => void, now: () => number): ThrottledLog {
  let writtenAt = -Infinity;
  let leftOut = 0;
  return (message) => {
    if (now() - writtenAt < LOG_INTERVAL_MS) {
      leftOut += 1;
      return;
    }
    writtenAt = now();
    write(
      leftOut === 0 ? message : `${message} (${leftOut} more like it left out of the log in the last minute or so)`,
    );
    leftOut = 0;
  };
}
