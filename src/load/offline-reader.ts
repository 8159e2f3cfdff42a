/**
 * A reader that survives the subway (docs/design.md, "The evening"): it hands each window's
 * program to the page's store, and where a window's read fails for the network, it reads the
 * program saved for that window instead. Saving is a chunk the element loads after its first
 * showtimes (src/offline/keep-programs.ts); reading one loaded only after such a failure
 * (src/offline/saved-programs.ts). A window's key names the base URL, the movie, the cinemas and
 * the window, never a token.
 */
import type { WidgetConfig } from '../config/config.js';
import type { ShowtimeFinderError } from '../common/errors.js';
import type { Language } from '../i18n/locale.js';
import type { Program } from '../program/program.js';
import type { ProgramReader } from './program-reader.js';

/** Programs read and not saved yet, by window key: the saving chunk takes them. */
export const unsaved = new Map<string, Program>();

/** Where a load shows saved programs: the notice that says when they were saved, in the viewer's words. */
export interface Offline {
  /** When the oldest of them was saved (epoch ms). */
  savedAt?: number;
  notice?: (language: Language) => string;
}

export function offlineReader(reader: ProgramReader, config: WidgetConfig, offline: Offline): ProgramReader {
  return {
    ...reader,
    async read(asked) {
      const { from, to } = asked.window;
      const key = JSON.stringify([config.apiBase, config.movie, config.cinemaIds, from, to, !!asked.everywhere]);
      try {
        const program = await reader.read(asked);
        unsaved.set(key, program);
        return program;
      } catch (error) {
        if ((error as ShowtimeFinderError).code !== 'network') throw error;
        // Where the chunk cannot load either (not in the HTTP cache), the network error stands.
        const code = await import('../offline/saved-programs.js').catch(() => undefined);
        const saved = await code?.savedProgram(key);
        if (!code || !saved) throw error;
        const savedAt = Math.min(offline.savedAt ?? Infinity, saved.savedAt);
        Object.assign(offline, { savedAt, notice: (language: Language) => code.offlineNotice(savedAt, language) });
        return saved.program;
      }
    },
  };
}
