/**
 * A reader that survives the subway (docs/design.md, "The evening"): it hands each window's
 * program to the element's shelf of programs to save, and where a window's read fails for the
 * network, it asks the shelf for the program saved for that window instead. Saving is a chunk the
 * element loads after its first showtimes (src/offline/keep-programs.ts), reading one a chunk loaded
 * only after such a failure (src/offline/saved-programs.ts): the first showtime pays for neither.
 * The element's controllers bring both (load/ is below offline/ and never imports it).
 */
import type { WidgetConfig } from '../config/config.js';
import type { ShowtimeFinderError } from '../common/errors.js';
import type { Language } from '../i18n/locale.js';
import type { Program } from '../program/program.js';
import { dataKey } from './loaded.js';
import type { ProgramReader } from './program-reader.js';

/**
 * What a window's program is saved under: what the load asks for (`data`: the proxy or platform base, the movie, the
 * cinemas, never a token) and the window (epoch ms). A later load finds it by what it asks for and any window that
 * overlaps its own: its windows move with the clock (today's quarters, token mode's quarter hour).
 */
export interface SavedWindow {
  data: string;
  from: number;
  to: number;
}

/** A window's program as read, waiting to be saved. */
export interface UnsavedProgram extends SavedWindow {
  program: Program;
}

/** Where a load shows saved programs: when the oldest was saved, and the notice that says so in the viewer's words. */
export interface Offline {
  savedAt?: number;
  notice?: (language: Language) => string;
}

/** The element's programs for a load without network: those read and not saved yet, and how a saved one is read. */
export interface ProgramShelf {
  /** Programs read and not saved yet, by window key: the element's saving takes them. */
  readonly unsaved: Map<string, UnsavedProgram>;
  /** The saved program of `window`, noting in `offline` when it was saved; undefined where none is or none loads. */
  readSaved(window: SavedWindow, offline: Offline): Promise<Program | undefined>;
}

/** `reader`, its programs put on `shelf`, and a saved one read instead where the network fails (noted in `offline`). */
export function offlineReader(
  reader: ProgramReader,
  config: WidgetConfig,
  { shelf, offline }: { shelf: ProgramShelf; offline: Offline },
): ProgramReader {
  return {
    ...reader,
    async read(asked) {
      const window = {
        data: JSON.stringify([dataKey(config), asked.everywhere]),
        from: asked.window.from.getTime(),
        to: asked.window.to.getTime(),
      };
      try {
        const program = await reader.read(asked);
        shelf.unsaved.set(JSON.stringify(window), { ...window, program });
        return program;
      } catch (error) {
        // Where there is no saved program, or its chunk cannot load, the network error stands.
        const saved = (error as ShowtimeFinderError).code === 'network' && (await shelf.readSaved(window, offline));
        if (!saved) throw error;
        return saved;
      }
    },
  };
}
