/**
 * The token handler that embedders run on their own server, at the URL the widget's `token-url`
 * names. It holds the platform client secret, gets a platform token with client credentials,
 * and hands the token (never the secret) to pages of the allowed origins. Whoever can reach it
 * can get that token (a script sets `Origin` at will), so the embedder says what the token may
 * do (`scope`), or acknowledges that it is the client's own (`clientWideToken`); a token that
 * administers the platform is never handed out (docs/design.md, "Token handler").
 * Fetch-standard only (`Request` in, `Response` out, no `node:` imports), so it runs unchanged
 * in Node, Deno, Bun and edge runtimes.
 */
import { endpointUrl } from '../common/endpoint-url.js';
import { clientBudget } from './client-budget.js';
import type { ClientBudget } from './client-budget.js';
import { clientCredentialsTokens, UpstreamTokenError } from './client-credentials.js';
import type { PlatformToken } from './client-credentials.js';
import { withDeadline } from './deadline.js';
import { jsonResponse as json, withoutBody, withoutSniffing } from './json-response.js';
import {
  checkOptions,
  optionalBoolean,
  optionalFunction,
  optionalLogger,
  originList,
  positiveNumber,
  requiredHttpUrl,
  requiredText,
} from './option-checks.js';
import type { OptionCheck } from './option-checks.js';
import { checkOrigin, normaliseOrigins } from './origin-check.js';
import { throttledLog } from './throttled-log.js';
import { AdministratorToken, vettedTokens } from './token-vetting.js';
import type { VettedTokens } from './token-vetting.js';

export interface TokenHandlerOptions {
  /** The Cinema Platform base URL, as in the widget's `api-base`. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /**
   * The client-credentials request's `scope`: what the token every visitor gets may do, such as a
   * read-only scope of your platform (`read` on the emulator). Not empty; required unless
   * `clientWideToken` is true.
   */
  scope?: string;
  /**
   * `true` acknowledges that, without a scope, every visitor (and any script) gets the client's
   * own token, with every right the client has. The showtime proxy hands out none.
   */
  clientWideToken?: boolean;
  /**
   * Origins of the pages that embed the widget, e.g. `https://cinema.example`. The handler's own
   * origin is always allowed.
   */
  allowedOrigins: readonly string[];
  /**
   * Tells clients apart for `clientTokenRequestsPerMinute`, e.g. by the address your server's
   * adapter saw, or a header your own reverse proxy sets; default: every request one client.
   */
  clientKey?: (request: Request) => string;
  /** Requests a minute of one client that may make the handler ask the platform; past that 429. Default 10. */
  clientTokenRequestsPerMinute?: number;
  /** Requests that may wait for a token request under way; past that 503. Default 1,000. */
  maxWaiting?: number;
  /** How long a request may wait for its answer, whatever the platform does; default 20 s. */
  deadlineMs?: number;
  /** The `fetch` used to reach the platform; defaults to the global one. */
  fetch?: typeof fetch;
  /** The clock, in milliseconds; defaults to `Date.now`. */
  now?: () => number;
  /** How long the platform may take to answer the token request; default 15 s. */
  timeoutMs?: number;
  /**
   * Where refusals and upstream failures are told, e.g. `console`; default: nowhere. Messages
   * name the origin or the platform's error code, never the secret or a token. Refusals that a
   * stranger can cause are told at most once a minute each, with a count of those left out.
   */
  logger?: TokenHandlerLogger;
}

export type TokenHandler = (request: Request) => Promise<Response>;

export interface TokenHandlerLogger {
  warn(message: string): void;
  error(message: string): void;
}

/** Each option, and what it must be (./option-checks.ts); `scope` beside `clientWideToken` is scopeOf's to judge. */
const OPTION_CHECKS: Record<keyof TokenHandlerOptions, OptionCheck> = {
  apiBase: requiredHttpUrl,
  clientId: requiredText('your platform client id'),
  clientSecret: requiredText("your platform client's secret"),
  scope: (value, name) => (value === undefined || typeof value === 'string' ? undefined : `${name} must be a string.`),
  clientWideToken: optionalBoolean,
  allowedOrigins: originList({ required: true }),
  clientKey: optionalFunction,
  clientTokenRequestsPerMinute: positiveNumber({ whole: true }),
  maxWaiting: positiveNumber({ whole: true }),
  deadlineMs: positiveNumber({ whole: false }),
  fetch: optionalFunction,
  now: optionalFunction,
  timeoutMs: positiveNumber({ whole: false }),
  logger: optionalLogger,
};

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/**
 * The header in which the widget, asking again after the platform refused its token (a 401),
 * sends that token's last characters: the handler then renews the token instead of handing out
 * the dead one again (src/server/token-vetting.ts).
 */
const REFUSED_TOKEN_HEADER = 'Showtime-Token-Refused';
const LOG_PREFIX = 'showtime-finder token handler';

/**
 * Builds the handler. Throws at once on a configuration that cannot work (bad apiBase or origin,
 * missing credentials) or that does not say what the token it hands out may do.
 */
export function createTokenHandler(options: TokenHandlerOptions): TokenHandler {
  checkOptions('createTokenHandler', options, OPTION_CHECKS);
  const scope = scopeOf(options);
  const allowed = normaliseOrigins(options.allowedOrigins);
  const now = options.now ?? Date.now;
  const logger = options.logger;
  const log = (write: 'warn' | 'error') => throttledLog((message) => logger?.[write](`${LOG_PREFIX}: ${message}`), now);
  const context: HandlerContext = {
    allowed,
    tokens: handedOutTokens(options, scope, now),
    now,
    clientKey: options.clientKey ?? (() => ''),
    budget: clientBudget({ perMinute: options.clientTokenRequestsPerMinute ?? 10, now }),
    maxWaiting: options.maxWaiting ?? 1_000,
    waiting: 0,
    deadlineMs: options.deadlineMs ?? 20_000,
    logRefusal: log('warn'),
    logLimit: log('warn'),
    logFailure: log('error'),
    logger,
  };
  return async (request) => withoutSniffing(await answer(request, context));
}

/** The platform's tokens for `scope`, each checked before it is first handed out (./token-vetting.ts). */
function handedOutTokens(options: TokenHandlerOptions, scope: string, now: () => number): VettedTokens {
  const { apiBase, clientId, clientSecret } = options;
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  return vettedTokens({
    apiBase,
    tokens: clientCredentialsTokens({
      tokenUrl: endpointUrl(apiBase, 'oauth/token'),
      clientId,
      clientSecret,
      scope,
      fetch: fetchUpstream,
      now,
      timeoutMs,
    }),
    fetch: fetchUpstream,
    now,
    timeoutMs,
  });
}

/** The scope the options ask for; throws where they do not say what the token may do. */
function scopeOf(options: TokenHandlerOptions): string {
  if (options.scope !== undefined && options.clientWideToken !== undefined) {
    throw new TypeError('createTokenHandler: pass scope or clientWideToken, not both.');
  }
  if (options.scope !== undefined) {
    if (typeof options.scope !== 'string' || options.scope.trim() === '') {
      throw new TypeError(
        "createTokenHandler: scope must name what the token may do (an empty scope is the client's own token: " +
          'say clientWideToken: true for that).',
      );
    }
    return options.scope;
  }
  if (options.clientWideToken === true) return '';
  throw new TypeError(
    'createTokenHandler: say what the token every visitor gets may do: pass scope (a read-only scope of your ' +
      "platform), or clientWideToken: true to hand every visitor your client's own token. The showtime proxy " +
      "(createShowtimeProxy, the widget's proxy-url) is the safer choice: it hands out no token at all.",
  );
}

interface HandlerContext {
  allowed: ReadonlySet<string>;
  tokens: VettedTokens;
  now: () => number;
  clientKey: (request: Request) => string;
  budget: ClientBudget;
  maxWaiting: number;
  /** Requests waiting for the platform now. */
  waiting: number;
  deadlineMs: number;
  logRefusal: (message: string) => void;
  logLimit: (message: string) => void;
  logFailure: (message: string) => void;
  logger: TokenHandlerLogger | undefined;
  /** Why no token is ever handed out, once the client turned out to administer the platform. */
  misconfigured?: string;
}

async function answer(request: Request, context: HandlerContext): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    return json(
      405,
      { error: 'method_not_allowed', message: `Use GET; this URL hands out access tokens.` },
      { Allow: ALLOWED_METHODS },
    );
  }
  const verdict = checkOrigin(request, context.allowed);
  if (!verdict.allowed) return originRefused(request, verdict.reason, context);
  const cors: Record<string, string> = verdict.corsOrigin
    ? {
        'Access-Control-Allow-Origin': verdict.corsOrigin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      }
    : {};
  if (method === 'OPTIONS') return preflight(cors);
  const result = await tokenAnswer(request, context, cors);
  return method === 'HEAD' ? withoutBody(result) : result;
}

/** A page of an origin not allowed: it may read why (the widget names it on screen), and gets no token either way. */
function originRefused(request: Request, reason: string, context: HandlerContext): Response {
  const message = `No token for this request: ${reason}.`;
  context.logRefusal(message);
  const origin = request.headers.get('Origin');
  return json(
    403,
    { error: 'origin_not_allowed', message },
    origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {},
  );
}

/** The answer to a CORS preflight: the page may send the header that reports a refused token. */
function preflight(cors: Record<string, string>): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      Allow: ALLOWED_METHODS,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': REFUSED_TOKEN_HEADER,
      'Access-Control-Max-Age': '600',
    },
  });
}

/** The platform token as the widget reads it, or an answer that says why there is none. */
async function tokenAnswer(request: Request, context: HandlerContext, cors: Record<string, string>): Promise<Response> {
  if (context.misconfigured) return misconfigured(cors);
  const report = request.headers.get(REFUSED_TOKEN_HEADER);
  const waits = !context.tokens.fromMemory(report);
  if (waits) {
    const refusal = limitRefusal(request, report, context, cors);
    if (refusal) return refusal;
    context.waiting += 1;
  }
  try {
    const token = await withDeadline(
      context.tokens.get(report),
      context.deadlineMs,
      () => new UpstreamTokenError('upstream_timeout', 'The Cinema Platform gave no token in time.'),
    );
    return json(200, tokenBody(token, context.now()), cors);
  } catch (error) {
    if (error instanceof AdministratorToken) {
      if (!context.misconfigured) context.logger?.error(`${LOG_PREFIX}: hands out no token: ${error.message}`);
      context.misconfigured = error.message;
      return misconfigured(cors);
    }
    const code = error instanceof UpstreamTokenError ? error.code : 'upstream_error';
    const message =
      error instanceof UpstreamTokenError ? error.message : 'Could not get a token from the Cinema Platform.';
    context.logFailure(`${code}: ${message}`);
    return json(code === 'upstream_timeout' ? 504 : 502, { error: code, message }, cors);
  } finally {
    if (waits) context.waiting -= 1;
  }
}

/** A 429 for a client over its budget, or a 503 when too many requests wait already; none when neither. */
function limitRefusal(
  request: Request,
  report: string | null,
  context: HandlerContext,
  cors: Record<string, string>,
): Response | undefined {
  // Only the request that makes the platform work draws on its client's budget; the others share that work.
  const startsWork = context.tokens.startsPlatformWork(report);
  const retryAfter = startsWork ? context.budget.take(context.clientKey(request), 1) : undefined;
  if (retryAfter !== undefined) {
    context.logLimit('refused a client over its budget of token requests (429)');
    return json(
      429,
      { error: 'rate_limited', message: `Too many token requests: try again in ${retryAfter} s.` },
      { ...cors, 'Retry-After': String(retryAfter) },
    );
  }
  if (context.waiting >= context.maxWaiting) {
    context.logLimit('refused a request: too many wait for the platform already (503)');
    return json(
      503,
      { error: 'busy', message: 'Too many requests wait for a token: try again in a second.' },
      { ...cors, 'Retry-After': '1' },
    );
  }
  return undefined;
}

function tokenBody(token: PlatformToken, now: number) {
  const expiresIn = Math.max(0, Math.floor((token.expiresAt - now) / 1000));
  return { access_token: token.accessToken, token_type: token.tokenType, expires_in: expiresIn };
}

function misconfigured(cors: Record<string, string>): Response {
  return json(
    503,
    {
      error: 'token-handler-misconfigured',
      message:
        "The token handler hands out no token: its platform client may administer the platform. See the server's log.",
    },
    cors,
  );
}
