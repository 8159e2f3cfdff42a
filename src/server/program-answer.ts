/**
 * The proxy's answer of a kept text (a program, its calendar): its bytes in the content coding the
 * request accepts best (content-coding.ts), made once and kept (answer-text.ts), with
 * `Vary: Accept-Encoding` and an `ETag` per coding (strong, from the text's digest: 304 to a
 * matching `If-None-Match`), its `Age` (how long ago its data was read from the platform, RFC
 * 9111), and `Cache-Control` saying how long it may be kept and served stale, so that a CDN in
 * front keeps the platform to one read per program per period. An incomplete program is answered
 * `no-store`: a later read may get it whole.
 */
import type { AnswerText } from './answer-text.js';
import { chosenCoding } from './content-coding.js';
import type { Kept } from './program-cache.js';
import type { ProgramBody } from './program-body.js';

export interface Freshness {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
}

/** What a request asks of an answer: its validators and codings; `now` on the proxy's clock. */
export interface AnswerRequest {
  ifNoneMatch: string | null;
  acceptEncoding: string | null;
  now: number;
}

/** How a kept text is answered: to which request, for how long, with which headers beside (CORS). */
export interface AnswerContext {
  request: AnswerRequest;
  freshness: Freshness;
  extraHeaders: Record<string, string>;
}

/** Says whether the answer was read now, kept and fresh, or kept and past its max-age. */
const CACHE_STATE_HEADER = 'X-Showtime-Proxy-Cache';

/** The program itself, as JSON. */
export function programResponse(answered: Kept<ProgramBody>, context: AnswerContext): Promise<Response> {
  return textResponse(answered, { text: answered.value.json, contentType: 'application/json; charset=utf-8' }, context);
}

/** A text kept with the program `answered` (the program's JSON or an answer made from it), as its answer. */
export async function textResponse(
  answered: Kept<ProgramBody>,
  { text, contentType }: { text: AnswerText; contentType: string },
  { request, freshness, extraHeaders }: AnswerContext,
): Promise<Response> {
  const coding = chosenCoding(request.acceptEncoding, text.codings);
  const etag = text.etag(coding);
  const headers = new Headers({
    ...extraHeaders,
    'Cache-Control': cacheControl(answered.value.complete, freshness),
    ETag: etag,
    Age: String(Math.max(0, Math.floor((request.now - answered.storedAt) / 1000))),
    [CACHE_STATE_HEADER]: answered.state,
  });
  // Every answer depends on the request's codings, the identity one too: a cache keeps one per coding asked.
  headers.append('Vary', 'Accept-Encoding');
  if (matches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', contentType);
  if (coding === 'identity') return new Response(text.bytes, { status: 200, headers });
  headers.set('Content-Encoding', coding);
  // workerd compresses a body by its Content-Encoding unless told it is encoded already; other runtimes ignore this.
  const init: ResponseInit & { encodeBody: 'manual' } = { status: 200, headers, encodeBody: 'manual' };
  return new Response(await text.encoded(coding), init);
}

function cacheControl(complete: boolean, freshness: Freshness): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds } = freshness;
  if (!complete) return 'no-store';
  return (
    `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, ` +
    `stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`
  );
}

/** Whether `If-None-Match` is `*` or names `etag` (weak comparison, RFC 9110 13.1.2: a `W/` prefix is ignored). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch?.trim() === '*') return true;
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
