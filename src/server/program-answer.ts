/**
 * The proxy's answer of a program: its JSON with an `ETag` (strong, a digest of the body: 304 to a
 * matching `If-None-Match`), its `Age` (how long ago its data was read from the platform, RFC
 * 9111), and `Cache-Control` saying how long it may be kept and served stale, so that a CDN in
 * front keeps the platform to one read per program per period. An incomplete program is answered
 * `no-store`: a later read may get it whole.
 */
import type { Kept } from './program-cache.js';
import type { ProgramBody } from './program-cut.js';

export interface Freshness {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
}

/** Says whether the answer was read now, kept and fresh, or kept and past its max-age. */
const CACHE_STATE_HEADER = 'X-Showtime-Proxy-Cache';

export function programResponse(
  answered: Kept<ProgramBody>,
  request: { ifNoneMatch: string | null; now: number },
  freshness: Freshness,
  extraHeaders: Record<string, string>,
): Response {
  const { value, storedAt, state } = answered;
  const { maxAgeSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds } = freshness;
  const etag = `"${value.digest}"`;
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Cache-Control': value.complete
      ? `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, ` +
        `stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`
      : 'no-store',
    ETag: etag,
    Age: String(Math.max(0, Math.floor((request.now - storedAt) / 1000))),
    [CACHE_STATE_HEADER]: state,
  };
  if (matches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(value.json, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Whether `If-None-Match` is `*` or names `etag` (weak comparison, RFC 9110 13.1.2: a `W/` prefix is ignored). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch?.trim() === '*') return true;
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
