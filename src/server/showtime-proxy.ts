/**
 * The showtime proxy that embedders mount on their own server, under the path the widget's
 * `proxy-url` names (docs/design.md, "Proxy mode"). It holds the platform's client credentials,
 * answers only the read requests the widget makes, applies their filters itself, and keeps the
 * answers, so that no platform token reaches a page and any number of viewers cost the platform
 * one read per list per cache period. Fetch-standard only, like the token handler: it runs
 * unchanged in Node, Deno, Bun and edge runtimes.
 */
import { endpointUrl } from '../shared/endpoint-url.js';
import { httpUrl } from '../shared/http-url.js';
import { cachedRead } from './cached-read.js';
import { clientCredentialsTokens } from './client-credentials.js';
import { concurrencyLimit } from './concurrency-limit.js';
import { jsonResponse, withoutBody } from './json-response.js';
import { normaliseOrigins } from './origin-check.js';
import { answerResponse } from './proxy-answer.js';
import type { FreshnessHeaders } from './proxy-answer.js';
import { corsFor, preflight, PROXY_METHODS } from './proxy-cors.js';
import { ProxyError } from './proxy-error.js';
import { parseRoute } from './proxy-request.js';
import type { ProxyValue } from './proxy-value.js';
import { showingSource } from './showing-lists.js';

export interface ShowtimeProxyOptions {
  /** The Cinema Platform base URL. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The path the proxy is mounted under, e.g. `/showtime-api/`: the widget's `proxy-url`. */
  basePath: string;
  /** Origins of pages on other origins that embed the widget; the proxy's own origin always counts. Default none. */
  allowedOrigins?: readonly string[];
  /** How long an answer is fresh, for the in-process cache and `Cache-Control: max-age`; default 60 s. */
  maxAgeSeconds?: number;
  /**
   * How long after that an answer may still be served (`stale-while-revalidate`; in process, when
   * the platform fails); default 600 s.
   */
  staleSeconds?: number;
  /** The in-process cache's bound, as characters of JSON kept (about bytes); default 64 MiB. */
  cacheMaxBytes?: number;
  /** Requests to the platform in flight at once, all lists together; default 8. */
  upstreamConcurrency?: number;
  /** How long one platform request may take; default 10 s. */
  timeoutMs?: number;
  /** A list longer than this many platform pages of 100 is refused (502), never cut; default 1,000. */
  maxPages?: number;
  /** The `fetch` used to reach the platform; defaults to the global one. */
  fetch?: typeof fetch;
  /** Where refusals of origins and platform failures are told, e.g. `console`; never a token or the secret. */
  logger?: { warn(message: string): void; error(message: string): void };
  /** The clock, in milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

export type ShowtimeProxy = (request: Request) => Promise<Response>;

/**
 * Builds the proxy. Throws at once on a configuration that cannot work (bad apiBase, basePath,
 * origin, credentials).
 */
export function createShowtimeProxy(options: ShowtimeProxyOptions): ShowtimeProxy {
  const { apiBase, clientId, clientSecret } = options;
  if (!clientId || !clientSecret) throw new TypeError('createShowtimeProxy: clientId and clientSecret are required.');
  if (!httpUrl(apiBase)) throw new TypeError(`createShowtimeProxy: apiBase "${apiBase}" is not an http(s) URL.`);
  if (!/^\/([\w.~-]+\/)*$/.test(options.basePath)) {
    throw new TypeError(`createShowtimeProxy: basePath "${options.basePath}" is no path like /showtime-api/.`);
  }
  const allowed = normaliseOrigins(options.allowedOrigins ?? [], 'createShowtimeProxy');
  const now = options.now ?? Date.now;
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const freshness = {
    maxAgeSeconds: options.maxAgeSeconds ?? 60,
    staleWhileRevalidateSeconds: options.staleSeconds ?? 600,
  };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tokens = clientCredentialsTokens({
    tokenUrl: endpointUrl(apiBase, 'oauth/token'),
    clientId,
    clientSecret,
    fetch: fetchUpstream,
    now,
    timeoutMs,
  });
  const source = showingSource({
    apiBase,
    upstream: {
      fetch: fetchUpstream,
      tokens,
      limit: concurrencyLimit(options.upstreamConcurrency ?? 8),
      timeoutMs,
      maxRetryAfterMs: 10_000,
    },
    read: cachedRead<ProxyValue>({
      maxBytes: options.cacheMaxBytes ?? 64 * 2 ** 20,
      freshMs: freshness.maxAgeSeconds * 1000,
      staleMs: freshness.staleWhileRevalidateSeconds * 1000,
      now,
    }),
    maxPages: options.maxPages ?? 1_000,
    warn: (message) => options.logger?.warn(`showtime-finder proxy: ${message}`),
  });

  const context = { basePath: options.basePath, allowed, source, freshness, now, logger: options.logger };
  return (request) => answer(request, context);
}

interface ProxyContext {
  basePath: string;
  allowed: ReadonlySet<string>;
  source: ReturnType<typeof showingSource>;
  freshness: FreshnessHeaders;
  now: () => number;
  logger: ShowtimeProxyOptions['logger'];
}

async function answer(request: Request, context: ProxyContext): Promise<Response> {
  const { basePath, logger } = context;
  const method = request.method.toUpperCase();
  const url = new URL(request.url);
  if (!url.pathname.startsWith(basePath)) {
    return jsonResponse(404, { error: 'not_found', message: `The showtime proxy answers under ${basePath} only.` });
  }
  const cors = corsFor(request, context.allowed);
  if (!cors.allowed) {
    logger?.warn(`showtime-finder proxy: refused a page of ${request.headers.get('Origin')}`);
    return cors.response;
  }
  if (method === 'OPTIONS') return preflight(cors.headers);
  let response: Response;
  try {
    if (method !== 'GET' && method !== 'HEAD') {
      throw new ProxyError(405, 'method_not_allowed', 'The showtime proxy only reads: use GET.', {
        Allow: PROXY_METHODS,
      });
    }
    const route = parseRoute(url.pathname.slice(basePath.length), url.searchParams);
    const answered = await context.source(route);
    if (answered.state === 'stale') logFailure(logger, answered.failure, 'served a stale answer');
    const ageSeconds = Math.max(0, Math.floor((context.now() - answered.storedAt) / 1000));
    const ifNoneMatch = request.headers.get('If-None-Match');
    const page = route.kind === 'movie' ? undefined : route.page;
    response = answerResponse(answered, page, { ifNoneMatch, ageSeconds }, context.freshness, cors.headers);
  } catch (error) {
    const failure =
      error instanceof ProxyError ? error : new ProxyError(500, 'proxy_error', 'The showtime proxy failed.');
    if (failure.status >= 500 || failure.status === 429) logFailure(logger, error, 'answered an error');
    response = failure.toResponse(cors.headers);
  }
  return method === 'HEAD' ? withoutBody(response) : response;
}

function logFailure(logger: ShowtimeProxyOptions['logger'], error: unknown, what: string): void {
  const detail = error instanceof ProxyError ? `${error.code}: ${error.message}` : String(error);
  logger?.error(`showtime-finder proxy: ${what}: ${detail}`);
}
