/**
 * The platform token as the token handler may hand it out: asked for with the handler's scope,
 * checked once per token that it cannot administer the platform, and renewed when a page reports
 * that the platform refused it (a platform restart, a revoked token), at most once per
 * `REPORTED_RENEWAL_MS`, so that a stranger who reports the token again and again makes the
 * platform issue at most one token in that time. A report is a claim anyone can make: the token
 * held serves every other request until a new one is in hand, and stays when the renewal fails.
 */
import { endpointUrl } from '../common/endpoint-url.js';
import { UpstreamTokenError } from './client-credentials.js';
import type { PlatformToken, PlatformTokens } from './client-credentials.js';
import { mergedWork } from '../common/merged-work.js';

/** Renewals a report can cause: one in this time. */
const REPORTED_RENEWAL_MS = 30_000;
/** The shortest report of a refused token the handler reads: its last characters, never the whole token. */
const REPORT_MIN_LENGTH = 8;

/** The handler's client may read the CORS registry: it administers the platform, its token is no page's to hold. */
export class AdministratorToken extends Error {
  override name = 'AdministratorToken';
}

export interface VettedTokens {
  /** The token to hand out; `report` is the end of a token that a page says the platform refused. */
  get(report: string | null): Promise<PlatformToken>;
  /** Whether `get(report)` answers from memory, asking the platform nothing. */
  fromMemory(report: string | null): boolean;
  /**
   * Whether `get(report)` would start asking the platform (a token, or its check): not while a
   * request is under way, which every caller meanwhile shares.
   */
  startsPlatformWork(report: string | null): boolean;
}

/** Where the handler's tokens come from, and how it checks them. */
export interface VettingOptions {
  apiBase: string;
  tokens: PlatformTokens;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

export function vettedTokens(options: VettingOptions): VettedTokens {
  return new TokenVetting(options);
}

class TokenVetting implements VettedTokens {
  readonly #options: VettingOptions;
  readonly #registryUrl: URL;
  readonly #flight = mergedWork<PlatformToken>();
  #vetted: PlatformToken | undefined;
  /** The renewal a report started, which later reports of the same token join. */
  #renewal: Promise<PlatformToken> | undefined;
  #renewedOnReportAt = -Infinity;
  #underWay = false;

  constructor(options: VettingOptions) {
    this.#options = options;
    this.#registryUrl = endpointUrl(options.apiBase, 'cors-origins');
  }

  fromMemory(report: string | null): boolean {
    const reported = this.#names(report) && (this.#renewal !== undefined || this.#renewsFor(report));
    return this.#vetted !== undefined && this.#options.now() < this.#vetted.renewAt && !reported;
  }

  startsPlatformWork(report: string | null): boolean {
    return !this.#underWay && !this.fromMemory(report);
  }

  get(report: string | null): Promise<PlatformToken> {
    if (this.#vetted && this.fromMemory(report)) return Promise.resolve(this.#vetted);
    if (this.#names(report) && this.#renewal) return this.#renewal;
    if (!this.#renewsFor(report)) return this.#flight('token', () => this.#fetchVetted(undefined));
    this.#renewedOnReportAt = this.#options.now();
    // The token held still serves the others until the new one is in hand; a failed renewal leaves it.
    const renewal = this.#flight('token', () => this.#fetchVetted(this.#vetted));
    this.#renewal = renewal;
    const settled = () => {
      if (this.#renewal === renewal) this.#renewal = undefined;
    };
    renewal.then(settled, settled);
    return renewal;
  }

  /** Whether `report` names the token held: its last characters, at least REPORT_MIN_LENGTH of them. */
  #names(report: string | null): boolean {
    return (
      report !== null &&
      this.#vetted !== undefined &&
      report.length >= REPORT_MIN_LENGTH &&
      this.#vetted.accessToken.endsWith(report)
    );
  }

  /** Whether `report` names the token held, and no renewal on a report came within REPORTED_RENEWAL_MS. */
  #renewsFor(report: string | null): boolean {
    return this.#names(report) && this.#options.now() - this.#renewedOnReportAt >= REPORTED_RENEWAL_MS;
  }

  /** The platform's token (a new one for `refused`), checked before it is first handed out. */
  async #fetchVetted(refused: PlatformToken | undefined): Promise<PlatformToken> {
    this.#underWay = true;
    try {
      const token = await this.#options.tokens(refused);
      if (token !== this.#vetted) {
        await refuseAdministrator(this.#registryUrl, token, this.#options);
        this.#vetted = token;
      }
      return token;
    } finally {
      this.#underWay = false;
    }
  }
}

/**
 * Throws `AdministratorToken` when the token reads the CORS registry (`GET /cors-origins`
 * answers 200): a page must never hold it, whatever the handler's scope asked for. 401, 403 and
 * 404 (a platform without the registry) say it does not; another answer says nothing, and no
 * token is handed out until a check says so.
 */
async function refuseAdministrator(
  registryUrl: URL,
  token: PlatformToken,
  options: { fetch: typeof fetch; timeoutMs: number },
): Promise<void> {
  let status: number;
  try {
    const response = await options.fetch(registryUrl, {
      headers: { Authorization: `${token.tokenType} ${token.accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    throw new UpstreamTokenError(
      'upstream_unreachable',
      `Could not reach the Cinema Platform at ${registryUrl.origin}.`,
      {
        cause: error,
      },
    );
  }
  if (status === 200) {
    throw new AdministratorToken(
      'its platform client may read the CORS registry (GET /cors-origins answered 200 with its token): ' +
        'it administers the platform, and every visitor would get that token. Give the token handler a client ' +
        '(or a scope) that only reads showtimes, or use the showtime proxy (createShowtimeProxy), ' +
        'which hands out no token.',
    );
  }
  if (status !== 401 && status !== 403 && status !== 404) {
    throw new UpstreamTokenError(
      'upstream_error',
      `The Cinema Platform answered ${status} when the token's rights were checked (GET ${registryUrl.pathname}).`,
    );
  }
}
