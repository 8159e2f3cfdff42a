/**
 * A showtime's day and time as its cinema tells them, "Saturday, November 28, 2026, 8:30 PM",
 * followed by the zone's name ("CET") where its offset is not the viewer's (docs/design.md, "Times").
 */
import type { Showtime } from '../schedule/types.js';
import { needsZoneLabel } from '../schedule/zone-label.js';
import { formatDate, formatTime, formatZoneName } from './locale.js';
import type { Language } from './locale.js';

export function formatShowtimeWhen(showtime: Showtime, viewerTimeZone: string, language: Language): string {
  const { local, instant, timeZone } = showtime;
  const when = `${formatDate(local.date, 'long', language)}, ${formatTime(local.time, language)}`;
  return needsZoneLabel([showtime], viewerTimeZone) ? `${when} ${formatZoneName(instant, timeZone, language)}` : when;
}
