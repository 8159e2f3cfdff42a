/**
 * Reads a window's saved program (program-store.ts) where a load fails for the network, and says
 * when it was saved: a chunk loaded only after such a failure.
 */
import type { Language } from '../i18n/locale.js';
import type { Offline, SavedWindow } from '../load/offline-reader.js';
import { firstOfEachId } from '../common/first-of-each-id.js';
import { instantText } from '../common/instant-text.js';
import type { Program, ProgramUnread } from '../program/program.js';
import { inStore } from './program-store.js';
import type { SavedProgram } from './program-store.js';
import { offlineNotice } from './offline-notice.js';

/**
 * The saved programs of windows that overlap `window`, for what it asks for, as the window's one program (marked with
 * when it was saved, so that showings started since show as started); undefined where none is, or storage is refused.
 */
export async function savedInstead(window: SavedWindow, offline: Offline): Promise<Program | undefined> {
  const all = await inStore('readonly', (store) => store.getAll() as IDBRequest<SavedProgram[]>);
  const overlapping = (all ?? []).filter(
    ({ data, from, to }) => data === window.data && from <= window.to && to >= window.from,
  );
  if (!overlapping.length) return undefined;
  const savedAt = Math.min(offline.savedAt ?? Infinity, ...overlapping.map((saved) => saved.savedAt));
  Object.assign(offline, { savedAt, notice: (language: Language) => offlineNotice(savedAt, language) });
  const programs = overlapping.map((saved) => saved.program);
  const showings = firstOfEachId(programs.flatMap((program) => program.showings)).filter(({ startDatetime }) => {
    const start = Date.parse(startDatetime);
    return start >= window.from && start <= window.to;
  });
  // Where the saved windows leave part of this one uncovered, its days say they are incomplete, as for a failed read.
  const unread = programs.find((program) => !program.complete)?.unread ?? uncovered(overlapping, window);
  return {
    ...programs[0]!,
    from: instantText(new Date(window.from)),
    to: instantText(new Date(window.to)),
    complete: !unread,
    ...(unread && { unread }),
    cinemas: firstOfEachId(programs.flatMap((program) => program.cinemas)),
    movies: firstOfEachId(programs.flatMap((program) => program.movies)),
    showings,
    savedAt,
  };
}

/** Where the saved windows together leave part of `window` uncovered: why its days are incomplete. */
function uncovered(saved: readonly SavedWindow[], window: SavedWindow): ProgramUnread | undefined {
  let reached = window.from;
  for (const { from, to } of [...saved].sort((a, b) => a.from - b.from)) {
    if (from > reached) break;
    reached = Math.max(reached, to);
  }
  return reached >= window.to ? undefined : { reason: 'page-failed', message: 'No saved program covers all of it.' };
}
