/**
 * The proxy's successful answers. A list is answered a page at a time in the platform's cursor
 * envelope, `{data, pagination: {total, limit, has_more, next_cursor, prev_cursor}}` (spec
 * "Endpoints", rule 6), over the list as filtered and sorted by the proxy: the first page tells
 * the total, so the widget asks for the others at once, and shows the first while they come.
 * Every answer carries `Cache-Control` and an `ETag`, so that a CDN in front serves it to many.
 */
import type { Answered } from './showing-lists.js';
import type { PageAsked } from './proxy-request.js';

export interface FreshnessHeaders {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/** Says whether the answer came from the platform now, from the cache, or stale because the platform failed. */
export const CACHE_STATE_HEADER = 'X-Showtime-Proxy-Cache';

export function answerResponse(
  answered: Answered,
  page: PageAsked | undefined,
  request: { ifNoneMatch: string | null; ageSeconds: number },
  freshness: FreshnessHeaders,
  extraHeaders: Record<string, string>,
): Response {
  const { value } = answered;
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Cache-Control':
      answered.state === 'stale'
        ? 'no-cache'
        : `public, max-age=${freshness.maxAgeSeconds}, stale-while-revalidate=${freshness.staleWhileRevalidateSeconds}`,
    Age: String(request.ageSeconds),
    [CACHE_STATE_HEADER]: answered.state,
  };
  if (value.kind === 'document') {
    headers.ETag = `"${value.digest}"`;
    if (value.status === 200 && matches(request.ifNoneMatch, headers.ETag)) return notModified(headers);
    return new Response(value.json, { status: value.status, headers: { ...headers, ...JSON_TYPE } });
  }
  const { offset, size } = page ?? { offset: 0, size: value.items.length };
  const total = value.items.length;
  headers.ETag = `"${value.digest}.${offset}.${size}"`;
  headers['X-Total-Count'] = String(total);
  if (matches(request.ifNoneMatch, headers.ETag)) return notModified(headers);
  const data = value.items.slice(offset, offset + size).map((item) => item.json);
  const hasMore = offset + size < total;
  const pagination = {
    total,
    limit: size,
    has_more: hasMore,
    next_cursor: hasMore ? String(offset + size) : null,
    prev_cursor: offset > 0 ? String(Math.max(0, offset - size)) : null,
  };
  const body = `{"data":[${data.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
  return new Response(body, { status: 200, headers: { ...headers, ...JSON_TYPE } });
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 13.1.2: a `W/` prefix is ignored). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function notModified(headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers });
}
