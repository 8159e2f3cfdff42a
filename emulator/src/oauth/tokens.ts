/**
 * Issued tokens and authorization codes (spec: Authentication, Limits). Lifetimes are measured on
 * the emulator's clock, so a test can expire a token by moving the clock forward.
 */
import { createHash, randomBytes } from 'node:crypto';

export const ACCESS_TOKEN_SECONDS = 86_400;
export const REFRESH_TOKEN_SECONDS = 2 * 365 * 86_400;
export const CODE_SECONDS = 600;

/**
 * The one scope the emulator grants beside the empty one (the spec shows no other: this is the
 * emulator's convention, emulator/README.md): a token that may read showings, movies and cinemas,
 * and nothing of the CORS registry.
 */
export const READ_SCOPE = 'read';

export type TokenScope = '' | typeof READ_SCOPE;

interface IssuedToken {
  clientId: string;
  scope: TokenScope;
  expiresAt: number;
  /** The other half of an access/refresh pair, invalidated together. */
  partner: string | null;
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}

const randomToken = (): string => randomBytes(24).toString('base64url');

/** base64url(SHA-256(verifier)), the PKCE S256 transform. */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export class TokenStore {
  private _access = new Map<string, IssuedToken>();
  private _refresh = new Map<string, IssuedToken>();
  private _codes = new Map<string, AuthorizationCode>();

  issue(clientId: string, withRefresh: boolean, now: Date, scope: TokenScope = ''): TokenResponse {
    const access = randomToken();
    const refresh = withRefresh ? randomToken() : null;
    const expiresAt = now.getTime() + ACCESS_TOKEN_SECONDS * 1000;
    this._access.set(access, { clientId, scope, expiresAt, partner: refresh });
    if (refresh)
      this._refresh.set(refresh, {
        clientId,
        scope,
        expiresAt: now.getTime() + REFRESH_TOKEN_SECONDS * 1000,
        partner: access,
      });
    return {
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      access_token: access,
      ...(refresh ? { refresh_token: refresh } : {}),
    };
  }

  /** The client id and scope of a valid access token, or null when it is unknown, revoked or expired. */
  holderOf(accessToken: string, now: Date): { clientId: string; scope: TokenScope } | null {
    const token = this._access.get(accessToken);
    return token && token.expiresAt > now.getTime() ? { clientId: token.clientId, scope: token.scope } : null;
  }

  /** Trades a refresh token for a new pair and invalidates the old pair; null when not valid. */
  refresh(refreshToken: string, clientId: string, now: Date): TokenResponse | null {
    const token = this._refresh.get(refreshToken);
    if (!token || token.clientId !== clientId || token.expiresAt <= now.getTime()) return null;
    this._refresh.delete(refreshToken);
    if (token.partner) this._access.delete(token.partner);
    return this.issue(clientId, true, now, token.scope);
  }

  createCode(grant: Omit<AuthorizationCode, 'expiresAt'>, now: Date): string {
    const code = randomToken();
    this._codes.set(code, { ...grant, expiresAt: now.getTime() + CODE_SECONDS * 1000 });
    return code;
  }

  /** Takes a code out (codes are single-use, even when the exchange then fails); null when unknown or expired. */
  consumeCode(code: string, now: Date): AuthorizationCode | null {
    const grant = this._codes.get(code);
    this._codes.delete(code);
    return grant && grant.expiresAt > now.getTime() ? grant : null;
  }
}
