/**
 * Showings for schedule tests, made the way the platform client makes them: raw platform JSON
 * read by the client's `parseJson` (null as absent) through the real `showingSchema`.
 */
import { parseJson } from '../../src/platform/response.js';
import type { Showing } from '../../src/platform/schemas.js';
import { showingSchema } from '../../src/platform/schemas.js';

let nextId = 1;

export const berlin = { id: 1, name: 'Kino Berlin', city: 'Berlin', timezone: 'Europe/Berlin' };
export const sydney = { id: 2, name: 'Sydney Pictures', city: 'Sydney', timezone: 'Australia/Sydney' };

/** A showing at the Berlin cinema unless `fields` say otherwise; ids count up unless given. */
export function showing(fields: Record<string, unknown> = {}): Showing {
  const json = JSON.stringify({ id: nextId++, cinema: berlin, startDatetime: '2026-11-22T20:30:00', ...fields });
  const read = showingSchema(parseJson(json));
  if (!read.ok) throw new TypeError(`showing(): ${read.problem}`);
  return read.value;
}
