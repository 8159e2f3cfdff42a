/**
 * An element's shelf of programs for a load without network (load/offline-reader.ts): the programs
 * its loads read, until its saving chunk (src/offline/keep-programs.ts) takes them, and the chunk
 * that reads a saved one back (src/offline/saved-programs.ts), loaded only after a read failed for
 * the network. One shelf an element: each saves what it read, and nothing is shared through a module.
 */
import type { ProgramShelf } from '../load/offline-reader.js';

export function programShelf(): ProgramShelf {
  return {
    unsaved: new Map(),
    readSaved: (window, offline) =>
      import('../offline/saved-programs.js').then(
        (code) => code.savedInstead(window, offline),
        () => undefined,
      ),
  };
}
