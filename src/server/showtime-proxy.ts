/**
 * The showtime proxy that embedders mount on their own server, under the path the widget's
 * `proxy-url` names (docs/design.md, "Proxy mode"). It holds the platform's client credentials,
 * answers `GET {basePath}program` with a program (src/program) shaped from the platform's items
 * (and `GET {basePath}calendar.ics`, a movie's program as a calendar: calendar-feed.ts), and keeps
 * programs, so that no platform token reaches a page and any number of viewers cost the platform
 * one read per program per cache period. Fetch-standard only, like the token handler: it runs
 * unchanged in Node, Deno, Bun and edge runtimes.
 */
import { PROXY_MISCONFIGURED } from '../common/errors.js';
import { endpointUrl } from '../common/endpoint-url.js';
import { CALENDAR_PATH, calendarQuery, calendarResponse } from './calendar-feed.js';
import { clientCredentialsTokens } from './client-credentials.js';
import { MAX_PROGRAM_CINEMAS } from '../common/program-cinemas.js';
import { runtimeCompressors } from './compression.js';
import { withoutBody, withoutSniffing } from './json-response.js';
import {
  checkOptions,
  optionalFunction,
  optionalLogger,
  originList,
  positiveNumber,
  requiredHttpUrl,
  requiredText,
  seconds,
} from './option-checks.js';
import type { OptionCheck } from './option-checks.js';
import { normaliseOrigins } from './origin-check.js';
import { programResponse } from './program-answer.js';
import type { Freshness } from './program-answer.js';
import { programCache } from './program-cache.js';
import { programQuery } from './program-query.js';
import { programSource } from './program-source.js';
import type { ProgramSource, Stored } from './program-source.js';
import { corsFor, preflight, PROXY_METHODS } from './proxy-cors.js';
import { busy, notFound, ProxyError } from './proxy-error.js';
import { accountOf } from './client-account.js';
import type { AccountPolicy } from './client-account.js';
import { clientBudget } from './client-budget.js';
import type { SharedUpstream } from './read-tab.js';
import { withDeadline } from './deadline.js';
import { fairQueue } from './fair-queue.js';
import { throttledLog } from './throttled-log.js';
import type { ThrottledLog } from './throttled-log.js';

export interface ShowtimeProxyOptions {
  /** The Cinema Platform base URL. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The path the proxy is mounted under, e.g. `/showtime-api/` (or without its slash): the widget's `proxy-url`. */
  basePath: string;
  /** Origins of pages on other origins that embed the widget; the proxy's own origin always counts. Default none. */
  allowedOrigins?: readonly string[];
  /** How long a program is fresh, in the cache and in `Cache-Control: max-age, s-maxage`; default 60 s. */
  maxAgeSeconds?: number;
  /** How long after that a program is answered at once while it is read again behind the answer; default 600 s. */
  staleWhileRevalidateSeconds?: number;
  /** How long after max-age a program is answered when the platform fails; default 86,400 s (a day). */
  staleIfErrorSeconds?: number;
  /** The cache's bound in bytes: programs, whole lists, keys and a cost per entry counted; default 64 MiB. */
  cacheMaxBytes?: number;
  /** Requests to the platform in flight at once, all reads together; default 8. */
  upstreamConcurrency?: number;
  /** How long one platform request may take; default 10 s. */
  timeoutMs?: number;
  /** A list longer than this many platform pages of 100 is cut there, its program incomplete; default 1,000. */
  maxPages?: number;
  /**
   * Tells clients apart for `clientReadsPerMinute` and for taking turns, e.g. by the address your
   * server's adapter saw, or a header your own reverse proxy sets; default: every request one client.
   */
  clientKey?: (request: Request) => string;
  /**
   * Platform requests (pages, look-ups, lists) a minute that one client may cause; a request that
   * may cause more than its client has left is refused with 429 before it causes any. Programs kept
   * never count. Default 600.
   */
  clientReadsPerMinute?: number;
  /**
   * Platform requests a minute that all requests naming no page (neither `Origin` nor
   * `Sec-Fetch-Site: same-origin`: other sites' no-cors requests, scripts) may cause together. Default 60.
   */
  anonymousReadsPerMinute?: number;
  /** Program reads in flight at once, all clients together; past that 503 busy. Default 1,000. */
  maxReads?: number;
  /** How long a request may wait for its answer, whatever the platform does; default 30 s (504 past it). */
  deadlineMs?: number;
  /** The `fetch` used to reach the platform; defaults to the global one. */
  fetch?: typeof fetch;
  /** Where refusals of origins and platform failures are told, e.g. `console`; never a token or the secret. */
  logger?: { warn(message: string): void; error(message: string): void };
  /** The clock, in milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

export type ShowtimeProxy = (request: Request) => Promise<Response>;

/** A path of one or more segments, with or without its trailing slash: `/showtime-api/`, `/api/showtimes`. */
const checkBasePath: OptionCheck = (value, name) =>
  requiredText('the path the proxy is mounted under, e.g. /showtime-api/')(value, name) ??
  (/^\/([\w.~-]+\/)*$/.test((value as string).replace(/\/?$/, '/'))
    ? undefined
    : `${name} "${String(value)}" is no path like /showtime-api/.`);

/** Each option, and what it must be (./option-checks.ts). */
const OPTION_CHECKS: Record<keyof ShowtimeProxyOptions, OptionCheck> = {
  apiBase: requiredHttpUrl,
  clientId: requiredText('your platform client id'),
  clientSecret: requiredText("your platform client's secret"),
  basePath: checkBasePath,
  allowedOrigins: originList({ required: false }),
  maxAgeSeconds: seconds,
  staleWhileRevalidateSeconds: seconds,
  staleIfErrorSeconds: seconds,
  cacheMaxBytes: positiveNumber({ whole: true }),
  upstreamConcurrency: positiveNumber({ whole: true }),
  timeoutMs: positiveNumber({ whole: false }),
  maxPages: positiveNumber({ whole: true }),
  clientKey: optionalFunction,
  clientReadsPerMinute: positiveNumber({ whole: true }),
  anonymousReadsPerMinute: positiveNumber({ whole: true }),
  maxReads: positiveNumber({ whole: true }),
  deadlineMs: positiveNumber({ whole: false }),
  fetch: optionalFunction,
  logger: optionalLogger,
  now: optionalFunction,
};

const DEFAULT_CACHE_MAX_BYTES = 64 * 2 ** 20;
/** Movie and cinema ids looked up and kept: a bound by count, whatever ids are asked. */
const MAX_LOOKUPS = 10_000;

/**
 * Builds the proxy. Throws at once on a configuration that cannot work (bad apiBase, basePath,
 * origin, credentials).
 */
export function createShowtimeProxy(options: ShowtimeProxyOptions): ShowtimeProxy {
  checkOptions('createShowtimeProxy', options, OPTION_CHECKS);
  const basePath = options.basePath.replace(/\/?$/, '/');
  const allowed = normaliseOrigins(options.allowedOrigins ?? [], 'createShowtimeProxy');
  const now = options.now ?? Date.now;
  const freshness: Freshness = {
    maxAgeSeconds: options.maxAgeSeconds ?? 60,
    staleWhileRevalidateSeconds: options.staleWhileRevalidateSeconds ?? 600,
    staleIfErrorSeconds: options.staleIfErrorSeconds ?? 86_400,
  };
  const log = kindsLog(options.logger, now);
  const source = readingSource(options, { now, freshness, log });

  const context: ProxyContext = {
    basePath,
    allowed,
    source,
    freshness,
    now,
    accounts: {
      clientKey: options.clientKey ?? (() => ''),
      budget: clientBudget({ perMinute: options.clientReadsPerMinute ?? 600, now }),
      anonymous: clientBudget({ perMinute: options.anonymousReadsPerMinute ?? 60, now }),
    },
    deadlineMs: options.deadlineMs ?? 30_000,
    log,
  };
  return async (request) => withoutSniffing(await answer(request, context));
}

/** Where programs come from: the platform read with the proxy's own token, through its cache and its queues. */
function readingSource(
  options: ShowtimeProxyOptions,
  { now, freshness, log }: { now: () => number; freshness: Freshness; log: ProxyContext['log'] },
): ProgramSource {
  const freshMs = freshness.maxAgeSeconds * 1000;
  const upstreamConcurrency = options.upstreamConcurrency ?? 8;
  const maxReads = options.maxReads ?? 1_000;
  // Every program read in flight may read a list per cinema it names, each a read of the cache's own.
  const maxListReads = maxReads * (MAX_PROGRAM_CINEMAS + 1);
  return programSource({
    apiBase: options.apiBase,
    upstream: upstreamOf(options, now),
    cache: programCache<Stored>({
      maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
      freshMs,
      revalidateMs: freshness.staleWhileRevalidateSeconds * 1000,
      ifErrorMs: freshness.staleIfErrorSeconds * 1000,
      maxReads: maxListReads,
      now,
      onRefreshFailure: (failure) => logFailure(log, failure, 'could not refresh a program behind its answer'),
      onTooLarge: tooLargeWarning(options),
    }),
    maxPages: options.maxPages ?? 1_000,
    lookupMs: freshMs + freshness.staleWhileRevalidateSeconds * 1000,
    maxLookups: MAX_LOOKUPS,
    maxReads,
    // Platform requests at once, taken first by the clients with the fewest under way and waiting: at
    // most every read in flight with its whole fan-out waits.
    slots: fairQueue({ running: upstreamConcurrency, maxWaiting: maxListReads, refusal: busy }),
    compressors: runtimeCompressors(),
    now,
    warn: (message) => options.logger?.warn(`showtime-finder proxy: ${message}`),
  });
}

/**
 * How the proxy reaches the platform: with its own token, at most `upstreamConcurrency` requests at
 * once (the slots, taken in turns per client) however many lists are read: it never floods the
 * platform, even when a hundred are read cold.
 */
function upstreamOf(options: ShowtimeProxyOptions, now: () => number): SharedUpstream {
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tokens = clientCredentialsTokens({
    tokenUrl: endpointUrl(options.apiBase, 'oauth/token'),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    // The token stays on the server: the client's own rights, whatever they are, read showtimes only here.
    scope: '',
    fetch: fetchUpstream,
    now,
    timeoutMs,
  });
  return { fetch: fetchUpstream, tokens, timeoutMs, maxRetryAfterMs: 10_000 };
}

interface ProxyContext {
  basePath: string;
  allowed: ReadonlySet<string>;
  source: ProgramSource;
  freshness: Freshness;
  now: () => number;
  /** Who pays for a request's platform work. */
  accounts: AccountPolicy;
  deadlineMs: number;
  /** Writes a line of a kind (a refusal, an error code) at most once a minute. */
  log: (kind: string, message: string) => void;
}

async function answer(request: Request, context: ProxyContext): Promise<Response> {
  const { basePath, log } = context;
  const method = request.method.toUpperCase();
  const url = new URL(request.url);
  const cors = corsFor(request, context.allowed);
  if (!cors.allowed) {
    log('refused-origin', `refused a page of ${request.headers.get('Origin')}`);
    return cors.response;
  }
  if (method === 'OPTIONS' && url.pathname.startsWith(basePath)) return preflight(cors.headers);
  let response: Response;
  try {
    const calendar = url.pathname === `${basePath}${CALENDAR_PATH}`;
    if (!calendar && url.pathname !== `${basePath}program`) {
      throw notFound(`The showtime proxy answers ${basePath}program and ${basePath}${CALENDAR_PATH} only.`);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      throw new ProxyError(405, 'method-not-allowed', 'The showtime proxy only reads: use GET.', {
        Allow: PROXY_METHODS,
      });
    }
    response = await programRoute(request, context, { calendar, corsHeaders: cors.headers });
  } catch (error) {
    const failure =
      error instanceof ProxyError ? error : new ProxyError(500, 'proxy-error', 'The showtime proxy failed.');
    if (failure.status >= 500 || failure.status === 429) logFailure(log, error, 'answered an error');
    response = failure.toResponse(cors.headers);
  }
  return method === 'HEAD' ? withoutBody(response) : response;
}

/** `GET {basePath}program`: the program asked for, within the client's budget and the deadline. */
/** What a program route is asked for: the program itself, or the movie's calendar (calendar-feed.ts). */
interface ProgramRoute {
  calendar: boolean;
  corsHeaders: Record<string, string>;
}

async function programRoute(request: Request, context: ProxyContext, route: ProgramRoute): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const query = route.calendar ? calendarQuery(searchParams, context.now()) : programQuery(searchParams);
  const account = accountOf(request, context.accounts);
  const answered = await withDeadline(context.source(query, account), context.deadlineMs, () => {
    const seconds = Math.ceil(context.deadlineMs / 1000);
    return new ProxyError(504, 'upstream-timeout', `The Cinema Platform gave no program within ${seconds} s.`);
  });
  if (answered.failure) logFailure(context.log, answered.failure, 'answered a stale program');
  const answering = {
    request: {
      ifNoneMatch: request.headers.get('If-None-Match'),
      acceptEncoding: request.headers.get('Accept-Encoding'),
      now: context.now(),
    },
    freshness: context.freshness,
    extraHeaders: route.corsHeaders,
  };
  // Building a calendar not built yet costs the client one unit, as a platform request does.
  const admit = () => account.take(1);
  return route.calendar ? calendarResponse(answered, answering, admit) : programResponse(answered, answering);
}

/**
 * Says once, in the logger, that the cache's bound is too small for something it should keep (a
 * movie's whole list, on a platform that ignores the window, is then read again for every window),
 * and what bound would hold it: twice its weight, leaving room for the programs cut from it.
 */
function tooLargeWarning(options: ShowtimeProxyOptions): (key: string, bytes: number) => void {
  let told = false;
  return (key, bytes) => {
    if (told) return;
    told = true;
    const mib = (value: number) => `${Math.ceil((value / 2 ** 20) * 10) / 10} MiB`;
    const holding = Math.ceil((2 * bytes) / 2 ** 20);
    options.logger?.warn(
      `showtime-finder proxy: "${key}" weighs ${mib(bytes)}, more than the cache's whole bound ` +
        `(cacheMaxBytes, ${mib(options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES)}), so it is never kept and is ` +
        `read from the platform again each time it is needed; a cacheMaxBytes of ${holding} MiB ` +
        `(${holding} * 2 ** 20) would hold it.`,
    );
  };
}

/**
 * One log line a minute for each kind of refusal or failure (a refused origin, an error code): a
 * stranger's flood of refused requests writes no flood of lines. The kinds are few and fixed.
 */
function kindsLog(logger: ShowtimeProxyOptions['logger'], now: () => number): ProxyContext['log'] {
  const logs = new Map<string, ThrottledLog>();
  let toldMisconfigured = false;
  return (kind, message) => {
    // Refused credentials stay refused until someone fixes them: said once, not once a minute.
    if (kind === PROXY_MISCONFIGURED) {
      if (!toldMisconfigured) logger?.error(`showtime-finder proxy: ${message}`);
      toldMisconfigured = true;
      return;
    }
    let log = logs.get(kind);
    if (!log) {
      const write = kind === 'refused-origin' ? logger?.warn : logger?.error;
      log = throttledLog((line) => write?.call(logger, `showtime-finder proxy: ${line}`), now);
      logs.set(kind, log);
    }
    log(message);
  };
}

function logFailure(log: ProxyContext['log'], error: unknown, what: string): void {
  const detail = error instanceof ProxyError ? `${error.code}: ${error.message}` : String(error);
  const code = error instanceof ProxyError ? error.code : 'proxy-error';
  log(code === PROXY_MISCONFIGURED ? PROXY_MISCONFIGURED : `${what} ${code}`, `${what}: ${detail}`);
}
