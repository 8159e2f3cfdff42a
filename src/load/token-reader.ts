/**
 * Token mode's reader: the platform's lists, read through the client, each page shaped into the
 * window's program as it lands (program/platform-pages.ts). The shaping is a chunk of its own that
 * only token mode loads: it is asked for when the reader is made, beside the load's first request
 * (the token's, or the first list's), and a page that lands first waits for it. A window's program
 * keeps what lies in the load's offered days, not only in the window: a platform that ignores the
 * window sends them all, and then one read answers for every window (movie-load.ts).
 */
import type { WidgetConfig } from '../config/config.js';
import type { ListAsked, ListReader, PlatformClient } from '../platform/client.js';
import type { Program } from '../program/program.js';
import type * as PlatformPages from '../program/platform-pages.js';
import type { ProgramAsked } from '../program/shape-program.js';
import type { ProgramRead, ProgramReader } from './program-reader.js';
import { unknownCinemas } from './unknown-cinemas.js';
import type { Window } from './window-plan.js';

/** What a window's reading may ask for: a platform that honours the window answers in a few pages anyway. */
const MAX_WINDOW_MS = 400 * 24 * 3_600_000;

type Shaping = Promise<typeof PlatformPages>;

/** What the token reader's reads share: the load's configuration, client, signal and offered days, and the chunk. */
interface Reads {
  config: WidgetConfig;
  client: PlatformClient;
  signal: AbortSignal;
  span: Window;
  shaping: Shaping;
}

export function tokenReader(setup: Omit<Reads, 'shaping'>): ProgramReader {
  const { config, client, signal } = setup;
  const shaping: Shaping = import('../program/platform-pages.js');
  shaping.catch(() => {}); // awaited by the first page; meanwhile a failed chunk is no unhandled rejection
  const movieId = config.movie === undefined ? undefined : client.resolveMovieId(config.movie, signal);
  movieId?.catch(() => {});
  const reads: Reads = { ...setup, shaping };
  const unknown = new Set<number>();
  return {
    maxWindowMs: MAX_WINDOW_MS,
    async read(asked) {
      return movieId ? readMovie(reads, asked, await movieId) : readCinemas(reads, asked, unknown);
    },
    async unknownCinemas(silent) {
      return movieId ? silentUnknown(reads, silent, await movieId) : silent.filter((id) => unknown.has(id));
    },
    async checkMovie() {
      if (movieId) await client.checkMovie(await movieId, signal);
    },
  };
}

/** Movie mode (at the cinemas asked for, or everywhere): the movie's showings of the window. */
function readMovie(reads: Reads, asked: ProgramRead, movie: number): Promise<Program> {
  const { config, client, signal } = reads;
  const cinemaIds = asked.everywhere ? [] : config.cinemaIds;
  return client.read({
    url: client.movieShowingsUrl(movie, cinemaIds, asked.window),
    signal,
    pages: asked.pages,
    onFirstPage: asked.onFirstPage,
    priority: asked.priority,
    ...intoProgram(reads, askedOf(reads, asked.window, movie, cinemaIds)),
  });
}

/** Of the cinemas asked for that show nothing, those that may not exist: their list of the movie (a page) says so. */
async function silentUnknown(reads: Reads, silent: readonly number[], movie: number): Promise<number[]> {
  const { client, signal, span } = reads;
  const asked = (id: number) => ({
    url: client.cinemaShowingsUrl(id, movie),
    signal,
    pages: 1,
    ...intoProgram(reads, askedOf(reads, span, movie, [id])),
  });
  const found = await Promise.all(silent.map((id) => client.readIfFound(asked(id))));
  return silent.filter((_, index) => !found[index]!.found);
}

/** Cinema mode: each cinema's whole program, read side by side, as one; `unknown` gets the ids the platform lacks. */
async function readCinemas(reads: Reads, { window }: ProgramRead, unknown: Set<number>): Promise<Program> {
  const { config, client, signal } = reads;
  const { cinemaIds } = config;
  const programs = await Promise.all(
    cinemaIds.map((id) =>
      client.readIfFound({
        url: client.cinemaShowingsUrl(id),
        signal,
        ...intoProgram(reads, askedOf(reads, window, null, [id])),
      }),
    ),
  );
  const missing = cinemaIds.filter((_, index) => !programs[index]!.found);
  if (missing.length === cinemaIds.length) throw unknownCinemas(missing);
  for (const id of missing) unknown.add(id);
  const { mergePrograms } = await reads.shaping;
  return mergePrograms(
    programs.flatMap((program) => (program.found ? [program.value] : [])),
    askedOf(reads, window, null, cinemaIds),
  );
}

/** The offered days and the window: what a program read for this load keeps. */
function askedOf({ span, config }: Reads, window: Window, movie: number | null, cinemaIds: readonly number[]) {
  return {
    from: new Date(Math.min(span.from.getTime(), window.from.getTime())),
    to: new Date(Math.max(span.to.getTime(), window.to.getTime())),
    movie,
    cinemaIds,
    fallbackTimeZone: config.timeZone,
  };
}

/** A list read into the program `asked`: its pages wait for the shaping chunk. */
function intoProgram(
  { shaping }: Reads,
  asked: ProgramAsked,
): Pick<ListAsked<Program>, 'reader' | 'readerKey' | 'whole'> {
  return {
    reader: (): ListReader<Program> => {
      const made = shaping.then(({ programOfPages }) => programOfPages(asked));
      let reader: Awaited<typeof made> | undefined;
      return {
        take: async (items, url) => (reader ??= await made).take(items, url),
        result: (end) => reader!.result(end),
      };
    },
    readerKey: JSON.stringify([asked.from, asked.to, asked.movie, asked.cinemaIds, asked.fallbackTimeZone]),
    whole: (program) => program.complete,
  };
}
