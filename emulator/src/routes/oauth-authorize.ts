/**
 * GET /oauth/authorize shows a consent page; its form POSTs the decision back here, which
 * redirects to the client with a code (approve) or `error=access_denied` (deny).
 * Spec: Authentication, "Authorization endpoint". A bad client_id or redirect_uri is answered
 * here (400 JSON), never redirected, so a forged request cannot bounce to an unregistered URI.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { ClientConfig } from '../config.js';
import type { AppEnv } from '../http/env.js';
import { badRequest } from '../http/api-error.js';
import type { EmulatorState } from '../state.js';

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const PARAMETERS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge_method',
  'code_challenge',
] as const;

type AuthorizationRequest = Record<(typeof PARAMETERS)[number], string>;

interface Checked {
  request: AuthorizationRequest;
  client: ClientConfig;
  /** Set when the request is bad in a way that is reported to the client by redirect. */
  problem: string | null;
}

function check(state: EmulatorState, params: Record<string, string | undefined>): Checked {
  const request = Object.fromEntries(PARAMETERS.map((name) => [name, params[name] ?? ''])) as AuthorizationRequest;
  const client = state.client(request.client_id);
  if (!client) throw badRequest(`Unknown client_id "${request.client_id}"`);
  if (!client.redirectUris.includes(request.redirect_uri)) {
    throw badRequest(`redirect_uri "${request.redirect_uri}" is not registered for client "${client.id}"`);
  }
  let problem: string | null = null;
  if (request.response_type !== 'code') problem = 'response_type must be code';
  else if (request.code_challenge_method !== 'S256') problem = 'PKCE is required: code_challenge_method must be S256';
  else if (!CHALLENGE.test(request.code_challenge))
    problem = 'code_challenge must be the base64url SHA-256 of the code verifier (43 characters)';
  else if (request.scope !== '') problem = 'scope must be empty';
  return { request, client, problem };
}

function redirect(c: Context, request: AuthorizationRequest, params: Record<string, string>): Response {
  const target = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  if (request.state) target.searchParams.set('state', request.state);
  return c.redirect(target.href, 302);
}

const consentPage = (request: AuthorizationRequest, client: ClientConfig) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Authorize ${client.name ?? client.id}</title>
  </head>
  <body>
    <h1>Cinema Platform emulator</h1>
    <p><strong>${client.name ?? client.id}</strong> asks to use the Cinema Platform on your behalf.</p>
    <form method="post" action="/oauth/authorize">
      ${PARAMETERS.map((name) => html`<input type="hidden" name="${name}" value="${request[name]}" />`)}
      <button type="submit" name="decision" value="approve">Approve</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </form>
  </body>
</html>`;

export function oauthAuthorizeRoutes(state: EmulatorState) {
  return new Hono<AppEnv>()
    .get('/oauth/authorize', (c) => {
      const { request, client, problem } = check(state, c.req.query());
      if (problem) return redirect(c, request, { error: 'invalid_request', error_description: problem });
      return c.html(consentPage(request, client));
    })
    .post('/oauth/authorize', async (c) => {
      const form = await c.req.parseBody();
      const params = Object.fromEntries(
        Object.entries(form).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
      );
      const { request, client, problem } = check(state, params);
      if (problem) return redirect(c, request, { error: 'invalid_request', error_description: problem });
      if (params['decision'] !== 'approve') {
        return redirect(c, request, {
          error: 'access_denied',
          error_description: 'The user denied the authorization request',
        });
      }
      const code = state.tokens.createCode(
        { clientId: client.id, redirectUri: request.redirect_uri, codeChallenge: request.code_challenge },
        state.clock.now(),
      );
      return redirect(c, request, { code });
    });
}
