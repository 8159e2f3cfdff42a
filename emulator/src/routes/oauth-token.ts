/**
 * POST /oauth/token (spec: Authentication). The spec sends JSON; form bodies and HTTP Basic client
 * authentication (RFC 6749) are accepted too, because standard OAuth clients send them.
 */
import { Hono, type Context } from 'hono';
import type { ClientConfig } from '../config.js';
import type { AppEnv } from '../http/env.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { READ_SCOPE, s256 } from '../oauth/tokens.js';
import type { EmulatorState } from '../state.js';

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

const invalidGrant = (message: string): ApiError => new ApiError(400, 'invalid_grant', message);

async function tokenRequest(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    const body: unknown = type.includes('application/x-www-form-urlencoded')
      ? await c.req.parseBody()
      : await c.req.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    throw badRequest('The token request body must be a JSON object (or a form) with grant_type and client credentials');
  }
}

/** Client credentials from an HTTP Basic header (form-encoded, RFC 6749 2.3.1) or from the body. */
function clientCredentials(c: Context, body: Record<string, string>): { id?: string; secret?: string } {
  const basic = /^Basic (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!basic) return { id: body['client_id'], secret: body['client_secret'] };
  const decoded = Buffer.from(basic, 'base64').toString();
  const separator = decoded.indexOf(':');
  const unform = (text: string): string => decodeURIComponent(text.replace(/\+/g, ' '));
  return { id: unform(decoded.slice(0, separator)), secret: unform(decoded.slice(separator + 1)) };
}

function authenticate(state: EmulatorState, c: Context, body: Record<string, string>): ClientConfig {
  const { id, secret } = clientCredentials(c, body);
  if (!id || !secret) throw badRequest('client_id and client_secret are required');
  const client = state.client(id);
  if (!client || client.secret !== secret)
    throw new ApiError(401, 'invalid_client', 'Client authentication failed: unknown client_id or wrong client_secret');
  return client;
}

function required(body: Record<string, string>, name: string): string {
  const value = body[name];
  if (!value) throw badRequest(`${name} is required for grant_type ${body['grant_type']}`);
  return value;
}

export function oauthTokenRoutes(state: EmulatorState) {
  return new Hono<AppEnv>().post('/oauth/token', async (c) => {
    const body = await tokenRequest(c);
    const grantType = body['grant_type'];
    if (grantType === 'password' || grantType === 'implicit') {
      throw new ApiError(
        400,
        'unauthorized_client',
        `The ${grantType} grant is not supported; use authorization_code with PKCE, client_credentials or refresh_token`,
      );
    }
    if (grantType !== 'client_credentials' && grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      throw badRequest(
        `grant_type must be client_credentials, authorization_code or refresh_token; got "${grantType ?? ''}"`,
      );
    }
    const client = authenticate(state, c, body);
    const now = state.clock.now();
    const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

    if (grantType === 'client_credentials') {
      const scope = body['scope'] ?? '';
      if (scope !== '' && scope !== READ_SCOPE) {
        throw new ApiError(400, 'invalid_scope', `scope must be empty or "${READ_SCOPE}"; got "${scope}"`);
      }
      return c.json(state.tokens.issue(client.id, false, now, scope), 200, noStore);
    }
    if (grantType === 'refresh_token') {
      const pair = state.tokens.refresh(required(body, 'refresh_token'), client.id, now);
      if (!pair) throw invalidGrant('The refresh token is invalid, expired, already used or issued to another client');
      return c.json(pair, 200, noStore);
    }
    const code = required(body, 'code');
    const redirectUri = required(body, 'redirect_uri');
    const verifier = required(body, 'code_verifier');
    if (!VERIFIER.test(verifier)) throw badRequest('code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');
    const grant = state.tokens.consumeCode(code, now);
    if (!grant || grant.clientId !== client.id)
      throw invalidGrant('The authorization code is invalid, expired, already used or issued to another client');
    if (grant.redirectUri !== redirectUri)
      throw invalidGrant('redirect_uri does not match the one of the authorization request');
    if (s256(verifier) !== grant.codeChallenge) throw invalidGrant('code_verifier does not match the code_challenge');
    return c.json(state.tokens.issue(client.id, true, now), 200, noStore);
  });
}
