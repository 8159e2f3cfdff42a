/**
 * How a load reads programs, whichever mode: from the embedder's proxy (proxy-reader.ts) or from
 * the platform, shaped in the browser (token-reader.ts). The load's steps are the same in both.
 */
import type { Program } from '../program/program.js';
import type { Window } from './window-plan.js';

export interface ProgramRead {
  window: Window;
  /** Every cinema's showings of the movie, not only those of `cinema-ids` (where else it plays). */
  everywhere?: boolean;
  /** A deliberate short read: the first pages of the platform's list only (token mode). */
  pages?: number;
  /** Called with the first page's program when more pages follow, so that it can show while they are read. */
  onFirstPage?: (program: Program) => void;
  /** How urgent its requests are to the browser: `low` for a day read while the page is idle. */
  priority?: RequestPriority;
}

export interface ProgramReader {
  /**
   * The program of a window, for the load's movie and cinemas. It may hold more than the window:
   * a platform that ignores the window sends all it has, and token mode keeps what lies in the
   * load's offered days.
   */
  read(asked: ProgramRead): Promise<Program>;
  /** Among the cinemas asked for that show nothing, those the platform does not know. */
  unknownCinemas(silent: readonly number[]): Promise<number[]>;
  /** Rejects with `movie-not-found` where the platform has no such movie (told apart from one with no showings). */
  checkMovie(): Promise<void>;
  /** The longest window one read may ask for. */
  maxWindowMs: number;
}
