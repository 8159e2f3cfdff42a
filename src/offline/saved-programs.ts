/**
 * Reads a window's saved program (program-store.ts) where a load fails for the network, and says
 * when it was saved: a chunk loaded only after such a failure.
 */
import type { Language } from '../i18n/locale.js';
import type { Offline } from '../load/offline-reader.js';
import type { Program } from '../program/program.js';
import { inStore } from './program-store.js';
import type { SavedProgram } from './program-store.js';

/** The notice beside saved showtimes, by text language (src/i18n/messages.ts); {0} when they were saved. */
const NOTICE: Record<string, string> = {
  en: 'Saved at {0} — times may have changed',
  de: 'Gespeichert um {0} – Zeiten können sich geändert haben',
  fr: 'Enregistré à {0} — les horaires ont pu changer',
  it: 'Salvato alle {0} — gli orari potrebbero essere cambiati',
};

/** The program saved for `key`, the load's notice saying when; undefined where none is, or storage is refused. */
export async function savedInstead(key: string, offline: Offline): Promise<Program | undefined> {
  const saved = await inStore('readonly', (store) => store.get(key) as IDBRequest<SavedProgram | undefined>);
  if (!saved) return undefined;
  const savedAt = Math.min(offline.savedAt ?? Infinity, saved.savedAt);
  Object.assign(offline, { savedAt, notice: (language: Language) => offlineNotice(savedAt, language) });
  return saved.program;
}

/** "Saved at 19:02 — ...": the time in the viewer's zone, with its date where that was not today. */
function offlineNotice(savedAt: number, language: Language): string {
  const saved = new Date(savedAt);
  const today = saved.toDateString() === new Date().toDateString();
  const time = new Intl.DateTimeFormat(language.locales, {
    ...(today ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
  }).format(saved);
  return (NOTICE[language.locales.at(-1)!] ?? NOTICE.en!).replace('{0}', time);
}
