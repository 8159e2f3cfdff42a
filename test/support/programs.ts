/**
 * Platform items made into programs as token mode makes them (checked by the platform's schemas,
 * shaped by program/platform-pages.ts), for tests that describe a case by the platform's items:
 * the schedule's and the calendar's, and the client's lists read into programs.
 */
import type { PlatformClient, TimeWindow } from '../../src/platform/client.js';
import { programOfPages } from '../../src/program/platform-pages.js';
import type { Program } from '../../src/program/program.js';
import type { ProgramAsked } from '../../src/program/shape-program.js';
import { buildSchedule } from '../../src/schedule/schedule.js';
import type { Schedule, ScheduleOptions } from '../../src/schedule/types.js';

/** A window wider than any test's: every item is placed, whatever its date. */
export const ANY_TIME: TimeWindow = { from: new Date('1970-01-01T00:00:00Z'), to: new Date('2200-01-01T00:00:00Z') };

/** The program of `items`, read whole; `fallbackTimeZone` places a cinema without a zone, as the `time-zone` attribute does. */
export function programOf(items: readonly unknown[], asked: Partial<ProgramAsked> = {}): Program {
  const reader = programOfPages({ ...ANY_TIME, movie: null, cinemaIds: [], ...asked });
  reader.take([...items], 'the test items');
  return reader.result({ complete: true });
}

/** What a list read needs beside its URL: the program it is read into. */
function intoProgram(asked: ProgramAsked) {
  return {
    reader: () => programOfPages(asked),
    readerKey: JSON.stringify(asked),
    whole: (program: Program) => program.complete,
  };
}

export interface ListOptions {
  cinemaIds?: readonly number[];
  window?: TimeWindow;
  pages?: number;
  signal?: AbortSignal;
  onFirstPage?: (firstPage: Program) => void;
}

/** `GET /showings?movieId=N` (all pages, or the first `pages`) read into a program, as token mode reads a window (none: no window asked for). */
export function movieShowings(client: PlatformClient, movieId: number, options: ListOptions = {}): Promise<Program> {
  const { cinemaIds = [], window, pages, signal, onFirstPage } = options;
  return client.read({
    url: client.movieShowingsUrl(movieId, cinemaIds, window),
    pages,
    signal,
    onFirstPage,
    ...intoProgram({ ...(window ?? ANY_TIME), movie: movieId, cinemaIds }),
  });
}

/** `GET /cinemas/{id}/showings-future` read into a program; undefined for a cinema the platform does not have. */
export async function cinemaShowings(
  client: PlatformClient,
  cinemaId: number,
  options: { movieId?: number; pages?: number; signal?: AbortSignal } = {},
): Promise<Program | undefined> {
  const { movieId, pages, signal } = options;
  const asked = intoProgram({ ...ANY_TIME, movie: movieId ?? null, cinemaIds: [cinemaId] });
  const read = await client.readIfFound({ url: client.cinemaShowingsUrl(cinemaId, movieId), pages, signal, ...asked });
  return read.found ? read.value : undefined;
}

/** The schedule of platform items, read as token mode reads them: the `time-zone` attribute places cinemas without a zone. */
export function scheduleOf(items: readonly unknown[], options: ScheduleOptions): Schedule {
  return buildSchedule(programOf(items, { fallbackTimeZone: options.fallbackTimeZone }), options);
}
