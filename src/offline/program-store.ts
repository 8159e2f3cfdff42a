/**
 * The page's store of the last program of each window the viewer saw (docs/design.md, "The
 * evening"), in IndexedDB under a database of the widget's own. Bounded: at most `MAX_BYTES` of
 * programs per origin (keep-programs.ts says what goes first). Keys name the proxy or platform base, the
 * movie, the cinemas and the window, never a token. Where the browser refuses storage (private
 * mode, a blocked third-party context, no IndexedDB) every call settles quietly with nothing: the
 * widget then works as it does without a store.
 */
import type { SavedWindow } from '../load/offline-reader.js';
import type { Program } from '../program/program.js';

/** One saved program, the window it was read for, and when it was saved (epoch ms). */
export interface SavedProgram extends SavedWindow {
  key: string;
  savedAt: number;
  program: Program;
  /** Its JSON's length, counted against `MAX_BYTES`. */
  bytes: number;
}

const DATABASE = 'showtime-finder-programs';
const STORE = 'programs';
/** A few hundred KB per origin: a week of a busy city's programs, small beside what browsers allow. */
export const MAX_BYTES = 300_000;

let opened: Promise<IDBDatabase | undefined> | undefined;

/** The database, opened once for the page; undefined where storage is refused. */
function database(): Promise<IDBDatabase | undefined> {
  opened ??= new Promise<IDBDatabase | undefined>((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  }).catch(() => undefined);
  return opened;
}

/** Runs `work` in a transaction and settles with its result once the transaction is done; undefined on any failure. */
export async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  try {
    const db = await database();
    if (!db) return undefined;
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    return await new Promise<T | undefined>((resolve) => {
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = transaction.onabort = () => resolve(undefined);
    });
  } catch {
    // indexedDB missing, or throwing where the page may not store (a sandboxed frame, a blocked third party).
    return undefined;
  }
}
