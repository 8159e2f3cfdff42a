import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, DEMO_ORIGIN, testApp } from './support.js';

const preflight = (app: ReturnType<typeof testApp>, origin: string) =>
  app.request('/showings', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

describe('CORS', () => {
  it('echoes an active registered origin with Vary: Origin and exposes Retry-After', async () => {
    const response = await testApp().get('/cinemas/101');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), DEMO_ORIGIN);
    assert.equal(response.headers.get('Vary'), 'Origin');
    assert.match(response.headers.get('Access-Control-Expose-Headers')!, /\bRetry-After\b/);
  });

  it('answers a preflight from a registered origin allowing Authorization and Content-Type by name, with a max-age', async () => {
    const response = await preflight(testApp(), DEMO_ORIGIN);
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), DEMO_ORIGIN);
    assert.equal(response.headers.get('Access-Control-Allow-Headers'), 'Authorization, Content-Type');
    assert.equal(response.headers.get('Access-Control-Max-Age'), '600');
    assert.match(response.headers.get('Access-Control-Allow-Methods')!, /\bGET\b.*\bPOST\b.*\bPATCH\b/);
  });

  it('gives an unregistered origin no allow header, on preflights and on answers', async () => {
    const app = testApp();
    const token = await app.token();
    const pre = await preflight(app, 'https://stranger.example');
    assert.equal(pre.headers.get('Access-Control-Allow-Origin'), null);
    assert.equal(pre.headers.get('Access-Control-Allow-Headers'), null);
    const answer = await app.request('/cinemas/101', {
      headers: { Authorization: `Bearer ${token}`, Origin: 'https://stranger.example' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('Access-Control-Allow-Origin'), null);
  });

  it('gives a registered but inactive origin no allow header', async () => {
    const app = testApp();
    const response = await app.request('/cinemas/101', {
      headers: { Authorization: `Bearer ${await app.token()}`, Origin: 'https://fight-club.example' },
    });
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), null);
  });

  it('matches origins exactly: another port, scheme or a trailing slash is another origin', async () => {
    const app = testApp();
    for (const origin of [
      'http://localhost:8081',
      'https://localhost:8080',
      'http://localhost:8080/',
      'http://LOCALHOST:8080',
    ]) {
      const response = await preflight(app, origin);
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), null, origin);
    }
  });

  it('puts the same CORS headers on 401, 403, 404, 429 and 5xx answers', async () => {
    const app = testApp();
    app.state.settings.faults.push({ path: '/movies', status: 429, retryAfter: 3 }, { path: '/showings', status: 503 });
    const cases: [string, string | undefined, number][] = [
      ['/cinemas', 'bad-token', 401],
      ['/cors-origins', undefined, 403],
      ['/cinemas/424242', undefined, 404],
      ['/movies', undefined, 429],
      ['/showings', undefined, 503],
    ];
    for (const [path, token, status] of cases) {
      const response = await app.get(path, token);
      assert.equal(response.status, status, path);
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), DEMO_ORIGIN, path);
      assert.equal(response.headers.get('Vary'), 'Origin', path);
    }
  });

  it('allows CORS on POST /oauth/token for registered origins', async () => {
    const response = await testApp().request('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: DEMO_ORIGIN },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: ADMIN.id,
        client_secret: ADMIN.secret,
        scope: '',
      }),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), DEMO_ORIGIN);
  });
});
