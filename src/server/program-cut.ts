/**
 * Programs cut from what the proxy keeps (an answered program is kept as a ProgramBody,
 * program-body.ts). A list read whole (a movie's, on a platform that ignores the
 * window; a cinema's future showings) is kept as one program over all time, each showing, cinema
 * and movie serialised once beside the few numbers a window is cut by: every program asked of it
 * is then joined from those strings, exactly the showings of its window, without reading the
 * platform again or shaping anything twice.
 */
import { PROGRAM_FORMAT } from '../program/program.js';
import type { Program, ProgramUnread } from '../program/program.js';
import { instantText } from '../common/instant-text.js';

/** A list read whole, as a program over all time, cut into windows by `cutProgram`. */
export interface WholeList {
  /** Per showing, in the program's order (start, cinema, id): its start in epoch ms, its ids and its JSON. */
  starts: Float64Array;
  cinemaIds: Float64Array;
  ids: Float64Array;
  /** NaN for a showing of no movie. */
  movieIds: Float64Array;
  showings: readonly string[];
  /** Each cinema's and movie's JSON, by id, in the program's order. */
  cinemas: ReadonlyMap<number, string>;
  movies: ReadonlyMap<number, string>;
  skipped: number;
  complete: boolean;
  unread?: ProgramUnread;
}

/** What a window asks of whole lists. */
export interface Cut {
  from: Date;
  to: Date;
  movie: number | null;
  /** Only these cinemas' showings; empty for every cinema of the lists. */
  cinemaIds: readonly number[];
  unknownCinemas: readonly number[];
}

/** The window that a whole list is shaped over: every instant a `Date` can hold. */
export const ALL_TIME = { from: new Date(-8.64e15), to: new Date(8.64e15) };

/** Bytes a string costs beyond its characters, and a showing beyond its string (its numbers, its slot). */
const STRING_OVERHEAD_BYTES = 24;
const SHOWING_OVERHEAD_BYTES = 40;

/** A shaped program as a whole list; its completeness is the read's. */
export function wholeList(program: Program, read: { complete: boolean; unread?: ProgramUnread }): WholeList {
  const { showings } = program;
  const number = (values: readonly (number | undefined)[]) => Float64Array.from(values, (value) => value ?? Number.NaN);
  return {
    starts: number(showings.map((showing) => Date.parse(showing.startDatetime))),
    cinemaIds: number(showings.map((showing) => showing.cinemaId)),
    ids: number(showings.map((showing) => showing.id)),
    movieIds: number(showings.map((showing) => showing.movieId)),
    showings: showings.map((showing) => JSON.stringify(showing)),
    cinemas: new Map(program.cinemas.map((cinema) => [cinema.id, JSON.stringify(cinema)])),
    movies: new Map(program.movies.map((movie) => [movie.id, JSON.stringify(movie)])),
    skipped: program.skipped ?? 0,
    complete: read.complete,
    ...(read.complete || !read.unread ? {} : { unread: read.unread }),
  };
}

/** What a whole list weighs in memory, about: its strings and numbers. */
export function wholeListBytes(list: WholeList): number {
  const texts = [...list.showings, ...list.cinemas.values(), ...list.movies.values()];
  const strings = texts.reduce((sum, text) => sum + textBytes(text) + STRING_OVERHEAD_BYTES, 0);
  return strings + list.showings.length * SHOWING_OVERHEAD_BYTES;
}

/**
 * What a string's characters weigh in V8: one byte each while all are Latin-1, two each once one
 * is not (a cinema's street in Japanese makes its whole program's JSON two bytes a character).
 */
function textBytes(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

/**
 * The program of one window, cut from whole lists (a cinema's showings are in one list only), and
 * the cinemas it names.
 */
export function cutProgram(lists: readonly WholeList[], cut: Cut): { json: string; named: ReadonlySet<number> } {
  const chosen = chosenShowings(lists, cut);
  const namedCinemas = new Set(chosen.map(({ list, index }) => list.cinemaIds[index]!));
  const namedMovies = new Set(chosen.map(({ list, index }) => list.movieIds[index]!));
  const showings = chosen.map(({ list, index }) => list.showings[index]).join(',');
  const head = programHead(lists, cut);
  const json =
    `${head.slice(0, -1)},"cinemas":[${namedTexts(lists, 'cinemas', namedCinemas)}],` +
    `"movies":[${namedTexts(lists, 'movies', namedMovies)}],"showings":[${showings}]}`;
  return { json, named: namedCinemas };
}

/** A showing of a list, by its index there. */
interface Chosen {
  list: WholeList;
  index: number;
}

/** The showings of the cut's window and cinemas, in start order (then by cinema, then by id) across the lists. */
function chosenShowings(lists: readonly WholeList[], cut: Cut): Chosen[] {
  const from = cut.from.getTime();
  const to = cut.to.getTime();
  const cinemas = new Set(cut.cinemaIds);
  const chosen: Chosen[] = [];
  for (const list of lists) {
    for (let index = firstAtOrAfter(list.starts, from); index < list.starts.length; index += 1) {
      if (list.starts[index]! > to) break;
      if (!cinemas.size || cinemas.has(list.cinemaIds[index]!)) chosen.push({ list, index });
    }
  }
  if (lists.length > 1) {
    chosen.sort(
      (a, b) =>
        a.list.starts[a.index]! - b.list.starts[b.index]! ||
        a.list.cinemaIds[a.index]! - b.list.cinemaIds[b.index]! ||
        a.list.ids[a.index]! - b.list.ids[b.index]!,
    );
  }
  return chosen;
}

/** The JSON texts of the cinemas or movies named by `ids`, each once, as the lists hold them. */
function namedTexts(lists: readonly WholeList[], kind: 'cinemas' | 'movies', ids: ReadonlySet<number>): string {
  const texts = new Map<number, string>();
  for (const list of lists) for (const [id, text] of list[kind]) if (ids.has(id) && !texts.has(id)) texts.set(id, text);
  return [...texts.values()].join(',');
}

/** The program's fields before its arrays, as the shaping writes them, empty ones left out. */
function programHead(lists: readonly WholeList[], cut: Cut): string {
  const complete = lists.every((list) => list.complete);
  const skipped = lists.reduce((sum, list) => sum + list.skipped, 0);
  return JSON.stringify({
    format: PROGRAM_FORMAT,
    from: instantText(cut.from),
    to: instantText(cut.to),
    movie: cut.movie,
    complete,
    unread: complete ? undefined : lists.find((list) => list.unread)?.unread,
    skipped: skipped || undefined,
    unknownCinemas: cut.unknownCinemas.length ? cut.unknownCinemas : undefined,
  });
}

/** The index of the first start at or after `time`, in ascending starts. */
function firstAtOrAfter(starts: Float64Array, time: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
