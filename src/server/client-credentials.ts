/**
 * The handler's own platform token, got with the `client_credentials` grant (spec
 * "Authentication"). Kept until shortly before it expires, and fetched by one request however
 * many callers ask at once: a traffic spike on the embedder's site makes one call to
 * `/oauth/token`, not thousands.
 */
import { renewalTime } from '../common/renewal-time.js';
import { mergedWork } from '../common/merged-work.js';

export interface PlatformToken {
  accessToken: string;
  tokenType: string;
  /** When it expires, in the handler clock's milliseconds. */
  expiresAt: number;
  /** When it is renewed: 60 s before expiry, or at 90% of the lifetime for short ones. */
  renewAt: number;
}

/** Why no token could be had, in words safe to show anyone: no secret, no upstream free text. */
export class UpstreamTokenError extends Error {
  override name = 'UpstreamTokenError';

  constructor(
    /** `upstream_unreachable`, `upstream_bad_response`, or the platform's OAuth `error` code. */
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ClientCredentials {
  tokenUrl: URL;
  clientId: string;
  clientSecret: string;
  /** The request's `scope`: what the token may do; the empty string asks for the client's whole rights. */
  scope: string;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

/**
 * Hands out the current token, fetching a new one when due. A caller whose token the platform
 * refused (a 401: revoked, or the platform restarted) passes it back as `refused` to get a new one.
 */
export type PlatformTokens = (refused?: PlatformToken) => Promise<PlatformToken>;

export function clientCredentialsTokens(credentials: ClientCredentials): PlatformTokens {
  let current: PlatformToken | undefined;
  const flight = mergedWork<PlatformToken>();
  return (refused) => {
    if (current && current === refused) current = undefined;
    if (current && credentials.now() < current.renewAt) return Promise.resolve(current);
    return flight('token', async () => (current = await requestToken(credentials)));
  };
}

async function requestToken(credentials: ClientCredentials): Promise<PlatformToken> {
  // Counted from before the request, so that the lifetime is never overestimated.
  const startedAt = credentials.now();
  const response = await postTokenRequest(credentials);
  const body = await response.json().catch(() => undefined);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const code =
      typeof fields.error === 'string' && /^[a-z0-9_.-]{1,64}$/i.test(fields.error) ? fields.error : 'upstream_error';
    throw new UpstreamTokenError(
      code,
      `The Cinema Platform refused the token request with ${response.status} (${code}).`,
    );
  }
  return tokenOf(fields, startedAt);
}

/** The client-credentials request (RFC 6749, 4.4), within `timeoutMs`. */
async function postTokenRequest({
  tokenUrl,
  clientId,
  clientSecret,
  scope,
  timeoutMs,
  ...credentials
}: ClientCredentials) {
  try {
    return await credentials.fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new UpstreamTokenError('upstream_unreachable', `Could not reach the Cinema Platform at ${tokenUrl.origin}.`, {
      cause: error,
    });
  }
}

/** The token a successful answer's fields give, its lifetime counted from `startedAt`. */
function tokenOf(fields: Record<string, unknown>, startedAt: number): PlatformToken {
  const { access_token: accessToken, token_type: tokenType = 'Bearer', expires_in: expiresIn } = fields;
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    typeof tokenType !== 'string' ||
    typeof expiresIn !== 'number' ||
    !(expiresIn > 0)
  ) {
    throw new UpstreamTokenError(
      'upstream_bad_response',
      'The Cinema Platform answered the token request without a usable token.',
    );
  }
  const lifetimeMs = expiresIn * 1000;
  return {
    accessToken,
    tokenType,
    expiresAt: startedAt + lifetimeMs,
    renewAt: renewalTime(startedAt, lifetimeMs),
  };
}
