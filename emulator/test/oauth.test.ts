import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as oauth from 'oauth4webapi';
import { startEmulator, type RunningEmulator } from '../src/index.js';
import { s256 } from '../src/oauth/tokens.js';
import { ADMIN, DEMO, testApp } from './support.js';

const REDIRECT_URI = 'http://localhost:8080/callback';

describe('OAuth with a standard client library (oauth4webapi) over HTTP', () => {
  let emulator: RunningEmulator;
  let as: oauth.AuthorizationServer;
  const client: oauth.Client = { client_id: DEMO.id };
  const auth = oauth.ClientSecretPost(DEMO.secret);
  const insecure = { [oauth.allowInsecureRequests]: true };

  /** Walks the consent page like a user: GET authorize, submit the form with a decision. */
  async function authorize(decision: 'approve' | 'deny', state: string, challenge: string): Promise<URL> {
    const url = new URL(as.authorization_endpoint!);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: DEMO.id,
      redirect_uri: REDIRECT_URI,
      scope: '',
      state,
      code_challenge_method: 'S256',
      code_challenge: challenge,
    }))
      url.searchParams.set(name, value);
    const page = await fetch(url);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<form method="post" action="\/oauth\/authorize">/);
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g))
      form.set(name!, value!);
    form.set('decision', decision);
    const answer = await fetch(`${emulator.url}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    assert.equal(answer.status, 302);
    return new URL(answer.headers.get('Location')!);
  }

  before(async () => {
    emulator = await startEmulator({ port: 0 });
    as = {
      issuer: emulator.url,
      token_endpoint: `${emulator.url}/oauth/token`,
      authorization_endpoint: `${emulator.url}/oauth/authorize`,
    };
  });
  after(() => emulator.close());

  it('issues a client-credentials token that lasts 86400 s, has no refresh token and opens the API', async () => {
    const response = await oauth.clientCredentialsGrantRequest(as, client, auth, { scope: '' }, insecure);
    const tokens = await oauth.processClientCredentialsResponse(as, client, response);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.expires_in, 86400);
    assert.equal(tokens.refresh_token, undefined);
    const cinemas = await fetch(`${emulator.url}/cinemas/101`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(cinemas.status, 200);
  });

  it('accepts client authentication by HTTP Basic as well', async () => {
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(DEMO.secret),
      {},
      insecure,
    );
    assert.equal(typeof (await oauth.processClientCredentialsResponse(as, client, response)).access_token, 'string');
  });

  it('runs the authorization-code flow with PKCE through the consent page, then refreshes', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const callback = await authorize('approve', state, await oauth.calculatePKCECodeChallenge(verifier));
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), state);
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const exchange = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      REDIRECT_URI,
      verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, exchange);
    assert.equal(tokens.expires_in, 86400);
    assert.equal(typeof tokens.refresh_token, 'string');

    // The code is single-use.
    const replay = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      REDIRECT_URI,
      verifier,
      insecure,
    );
    await assert.rejects(oauth.processAuthorizationCodeResponse(as, client, replay), {
      error: 'invalid_grant',
      status: 400,
    });

    // A refresh gives a new pair and invalidates both old tokens.
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure),
    );
    assert.notEqual(refreshed.access_token, tokens.access_token);
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token);
    const withOld = await fetch(`${emulator.url}/cinemas/101`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(withOld.status, 401);
    const withNew = await fetch(`${emulator.url}/cinemas/101`, {
      headers: { Authorization: `Bearer ${refreshed.access_token}` },
    });
    assert.equal(withNew.status, 200);
    const reuse = await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure);
    await assert.rejects(oauth.processRefreshTokenResponse(as, client, reuse), { error: 'invalid_grant' });
  });

  it('rejects a code exchanged with the wrong code_verifier', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const callback = await authorize('approve', 'xyz', await oauth.calculatePKCECodeChallenge(verifier));
    const params = oauth.validateAuthResponse(as, client, callback, 'xyz');
    const exchange = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      REDIRECT_URI,
      oauth.generateRandomCodeVerifier(),
      insecure,
    );
    await assert.rejects(oauth.processAuthorizationCodeResponse(as, client, exchange), { error: 'invalid_grant' });
  });

  it('redirects a denial with error=access_denied and the state', async () => {
    const callback = await authorize(
      'deny',
      'state-1',
      await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
    );
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('state'), 'state-1');
    assert.throws(() => oauth.validateAuthResponse(as, client, callback, 'state-1'), { error: 'access_denied' });
  });
});

describe('OAuth rules', () => {
  const tokenRequest = (app: ReturnType<typeof testApp>, body: Record<string, string>) =>
    app.request('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses the password and implicit grants with unauthorized_client', async () => {
    const app = testApp();
    for (const grant of ['password', 'implicit']) {
      const response = await tokenRequest(app, {
        grant_type: grant,
        client_id: DEMO.id,
        client_secret: DEMO.secret,
        username: 'a',
        password: 'b',
      });
      assert.equal(response.status, 400);
      const body = (await response.json()) as Record<string, string>;
      assert.equal(body['error'], 'unauthorized_client');
      assert.equal(body['error_description'], body['message']);
      assert.match(body['message']!, new RegExp(`The ${grant} grant is not supported`));
    }
  });

  it('answers a wrong secret with 401 invalid_client and a missing grant_type with 400 invalid_request', async () => {
    const app = testApp();
    const wrong = await tokenRequest(app, {
      grant_type: 'client_credentials',
      client_id: DEMO.id,
      client_secret: 'nope',
    });
    assert.equal(wrong.status, 401);
    assert.equal(((await wrong.json()) as { error: string }).error, 'invalid_client');
    const missing = await tokenRequest(app, { client_id: DEMO.id, client_secret: DEMO.secret });
    assert.equal(missing.status, 400);
    assert.equal(((await missing.json()) as { error: string }).error, 'invalid_request');
  });

  it('expires access tokens after 86400 s on the emulator clock', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const token = await app.token();
    app.state.clock.set('2026-11-23T11:59:59Z');
    assert.equal((await app.get('/cinemas/101', token)).status, 200);
    app.state.clock.set('2026-11-23T12:00:00Z');
    const expired = await app.get('/cinemas/101', token);
    assert.equal(expired.status, 401);
    assert.equal(expired.headers.get('WWW-Authenticate'), 'Bearer error="invalid_token"');
    assert.equal(((await expired.json()) as { error: string }).error, 'invalid_token');
  });

  it('answers a missing or unknown bearer token with 401 invalid_token JSON on every API endpoint', async () => {
    const app = testApp();
    for (const path of [
      '/cinemas',
      '/cinemas/101',
      '/cinemas/101/showings-future',
      '/showings',
      '/movies',
      '/movies/550',
      '/cors-origins',
    ]) {
      for (const headers of [new Headers(), new Headers({ Authorization: 'Bearer unknown' })]) {
        const response = await app.request(path, { headers });
        assert.equal(response.status, 401, path);
        assert.equal(((await response.json()) as { error: string }).error, 'invalid_token', path);
      }
    }
  });

  it('lets codes live 10 minutes on the emulator clock', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const verifier = 'v'.repeat(43);
    const code = app.state.tokens.createCode(
      { clientId: DEMO.id, redirectUri: REDIRECT_URI, codeChallenge: s256(verifier) },
      app.state.clock.now(),
    );
    app.state.clock.set('2026-11-22T12:10:00Z');
    const response = await tokenRequest(app, {
      grant_type: 'authorization_code',
      client_id: DEMO.id,
      client_secret: DEMO.secret,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { error: string }).error, 'invalid_grant');
  });

  it('answers an unregistered redirect_uri with 400 JSON instead of redirecting', async () => {
    const app = testApp();
    const response = await app.request(
      `/oauth/authorize?response_type=code&client_id=${DEMO.id}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}`,
    );
    assert.equal(response.status, 400);
    assert.match(
      ((await response.json()) as { message: string }).message,
      /redirect_uri "https:\/\/evil.example\/cb" is not registered/,
    );
  });

  it('requires PKCE S256: a plain challenge method is redirected back as invalid_request', async () => {
    const app = testApp();
    const response = await app.request(
      `/oauth/authorize?response_type=code&client_id=${DEMO.id}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&state=s&code_challenge_method=plain&code_challenge=${'a'.repeat(43)}`,
    );
    assert.equal(response.status, 302);
    const location = new URL(response.headers.get('Location')!);
    assert.equal(location.searchParams.get('error'), 'invalid_request');
    assert.equal(location.searchParams.get('state'), 's');
    assert.match(location.searchParams.get('error_description')!, /S256/);
  });

  it('refuses a code_verifier shorter than 43 characters', async () => {
    const app = testApp();
    const response = await tokenRequest(app, {
      grant_type: 'authorization_code',
      client_id: DEMO.id,
      client_secret: DEMO.secret,
      redirect_uri: REDIRECT_URI,
      code: 'c',
      code_verifier: 'short',
    });
    assert.equal(response.status, 400);
    assert.match(((await response.json()) as { message: string }).message, /43 to 128/);
  });

  it('keeps the CORS origin endpoints for admin clients (403 forbidden for others)', async () => {
    const app = testApp();
    const forbidden = await app.get('/cors-origins');
    assert.equal(forbidden.status, 403);
    assert.equal(((await forbidden.json()) as { error: string }).error, 'forbidden');
    assert.equal((await app.get('/cors-origins', await app.token(ADMIN))).status, 200);
  });
});
