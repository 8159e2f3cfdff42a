/**
 * The widget's store of programs (src/offline/program-store.ts) as a test reads it, from the same origin: what it
 * holds of a base (a proxy mount, a platform URL) whose keys name it, and a clean start for a base. The widget saves
 * what it read in a chunk it loads after its first showtimes, so a program saved says that chunk has run.
 */

const DATABASE = 'showtime-finder-programs';
const STORE = 'programs';

/** Runs `work` on the store's keys that name `base`; resolves with none where the widget has made no store yet. */
function withKeys<T>(base: string, mode: IDBTransactionMode, work: (store: IDBObjectStore, keys: string[]) => T) {
  return new Promise<T | undefined>((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
    // None yet: made here, it would have no store; the widget makes it.
    request.onupgradeneeded = () => request.transaction!.abort();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) return (db.close(), resolve(undefined));
      const transaction = db.transaction(STORE, mode);
      const keys = transaction.objectStore(STORE).getAllKeys();
      let result: T | undefined;
      keys.onsuccess = () => {
        const named = keys.result.map(String).filter((key) => key.includes(base));
        result = work(transaction.objectStore(STORE), named);
      };
      transaction.oncomplete = () => (db.close(), resolve(result));
      transaction.onerror = () => (db.close(), reject(transaction.error));
    };
  });
}

/** How many programs the origin's store holds whose keys name `base`. */
export async function savedCount(base: string): Promise<number> {
  return (await withKeys(base, 'readonly', (_, keys) => keys.length)) ?? 0;
}

/** Deletes the programs whose keys name `base`, so that the next one saved is a load's of the test. */
export async function forgetPrograms(base: string): Promise<void> {
  await withKeys(base, 'readwrite', (store, keys) => keys.forEach((key) => store.delete(key)));
}
