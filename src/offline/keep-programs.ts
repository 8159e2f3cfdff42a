/**
 * Saves the programs the page read into its store (program-store.ts): a chunk the element loads
 * once its first showtimes show, so that saving costs the first showtime nothing. Each window is
 * saved in a task of its own while the page is idle, and a program that could not fit the store's
 * bound alone (a national release's day) is not even measured.
 */
import { idle } from '../common/when-idle.js';
import type { UnsavedProgram } from '../load/offline-reader.js';
import { inStore, MAX_BYTES } from './program-store.js';
import type { SavedProgram } from './program-store.js';

/** No showing's JSON is shorter: a program with more showings than `MAX_BYTES` holds of them cannot fit. */
const MIN_SHOWING_BYTES = 80;

/** Saves the programs `unsaved` holds (each window's last read), a window per idle task, and empties it. */
export async function keepPrograms(unsaved: Map<string, UnsavedProgram>): Promise<void> {
  const entries = [...unsaved].filter(([, { program }]) => program.showings.length * MIN_SHOWING_BYTES <= MAX_BYTES);
  unsaved.clear();
  const saving = new Set(entries.map(([, { data }]) => data));
  for (const [key, saved] of entries) {
    await idle();
    await keepProgram(key, saved, saving);
  }
}

/** Saves one window's program and drops what the bound then leaves no room for. */
function keepProgram(key: string, saved: UnsavedProgram, saving: ReadonlySet<string>) {
  const savedAt = Date.now();
  return inStore('readwrite', (store) => {
    store.put({ key, savedAt, ...saved, bytes: JSON.stringify(saved).length });
    const all = store.getAll() as IDBRequest<SavedProgram[]>;
    all.onsuccess = () => evicted(all.result, savedAt, saving).forEach((deleted) => store.delete(deleted));
    return undefined;
  });
}

/**
 * The keys to delete until the rest fit within `MAX_BYTES`: windows already over first, then other loads' (of other
 * widgets and pages of the site), the earliest saved first, then this save's own, the furthest ahead first. A viewer
 * without network needs the next hours of what they just saw most, and one load's windows are saved at nearly the
 * same moment, so the order they were saved in alone would throw out today's first.
 */
export function evicted(saved: readonly SavedProgram[], now: number, saving: ReadonlySet<string>): string[] {
  let bytes = saved.reduce((sum, entry) => sum + entry.bytes, 0);
  const out: string[] = [];
  const over = (entry: SavedProgram) => Number(entry.to < now);
  const other = (entry: SavedProgram) => Number(!saving.has(entry.data));
  const order = (a: SavedProgram, b: SavedProgram) =>
    over(b) - over(a) || other(b) - other(a) || (other(a) ? a.savedAt - b.savedAt : b.from - a.from);
  for (const entry of [...saved].sort(order)) {
    if (bytes <= MAX_BYTES) break;
    bytes -= entry.bytes;
    out.push(entry.key);
  }
  return out;
}
