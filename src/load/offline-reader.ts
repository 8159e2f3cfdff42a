/**
 * A reader that survives the subway (docs/design.md, "The evening"): it hands each window's
 * program to the page's store, and where a window's read fails for the network, it reads the
 * program saved for that window instead. Saving is a chunk the element loads after its first
 * showtimes (src/offline/keep-programs.ts), reading one loaded only after such a failure
 * (src/offline/saved-programs.ts): the first showtime pays for neither.
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

/** Programs read and not saved yet, by window key: the saving chunk takes them. */
export const unsaved = new Map<string, SavedWindow & { program: Program }>();

/** Where a load shows saved programs: when the oldest was saved, and the notice that says so in the viewer's words. */
export interface Offline {
  savedAt?: number;
  notice?: (language: Language) => string;
}

export function offlineReader(reader: ProgramReader, config: WidgetConfig, offline: Offline): ProgramReader {
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
        unsaved.set(JSON.stringify(window), { ...window, program });
        return program;
      } catch (error) {
        // Where there is no saved program, or its chunk cannot load either, the network error stands.
        const saved =
          (error as ShowtimeFinderError).code === 'network' &&
          (await import('../offline/saved-programs.js').then(
            (code) => code.savedInstead(window, offline),
            () => null,
          ));
        if (!saved) throw error;
        return saved;
      }
    },
  };
}
