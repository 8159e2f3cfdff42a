import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, testApp } from './support.js';

interface CorsOrigin {
  id: number;
  origin: string;
  category: string;
  comment: string | null;
  isActive: boolean;
  createdBy: number | null;
  createdDatetime: string;
  modifiedDatetime: string | null;
}

async function adminApp() {
  const app = testApp();
  const token = await app.token(ADMIN);
  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, token, send };
}

describe('CORS origin registry (admin only)', () => {
  it('lists the configured origins with the spec fields, filtered by category and isActive', async () => {
    const { app, token } = await adminApp();
    const all = await app.json<{ data: CorsOrigin[] }>('/cors-origins', token);
    assert.deepEqual(
      all.data.map((entry) => entry.origin),
      ['http://localhost:8080', 'http://127.0.0.1:8080', 'https://fight-club.example'],
    );
    assert.deepEqual(Object.keys(all.data[0]!).sort(), [
      'category',
      'comment',
      'createdBy',
      'createdDatetime',
      'id',
      'isActive',
      'modifiedDatetime',
      'origin',
    ]);
    const inactive = await app.json<{ data: CorsOrigin[] }>('/cors-origins?isActive=false', token);
    assert.deepEqual(
      inactive.data.map((entry) => entry.origin),
      ['https://fight-club.example'],
    );
    const landing = await app.json<{ data: CorsOrigin[] }>('/cors-origins?category=movie_landing_page', token);
    assert.deepEqual(
      landing.data.map((entry) => entry.id),
      [3],
    );
    assert.equal((await app.get('/cors-origins?category=blog', token)).status, 400);
  });

  it('creates an origin that is allowed on the next request', async () => {
    const { app, send } = await adminApp();
    const created = await send('POST', '/cors-origins', {
      origin: 'https://cinema.example',
      category: 'dedicated_cinema_website',
      comment: 'new site',
    });
    assert.equal(created.status, 201);
    const body = (await created.json()) as CorsOrigin;
    assert.deepEqual(
      { ...body, createdDatetime: 'x' },
      {
        id: 4,
        origin: 'https://cinema.example',
        category: 'dedicated_cinema_website',
        comment: 'new site',
        isActive: true,
        createdBy: null,
        createdDatetime: 'x',
        modifiedDatetime: null,
      },
    );
    const preflight = await app.request('/showings', {
      method: 'OPTIONS',
      headers: { Origin: 'https://cinema.example' },
    });
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'https://cinema.example');
  });

  it('rejects strings that are not origins, and duplicates', async () => {
    const { send } = await adminApp();
    const cases: [string, RegExp][] = [
      ['https://cinema.example/path', /no path/],
      ['https://*.cinema.example', /wildcards are not allowed/],
      ['ftp://cinema.example', /scheme must be http or https/],
      ['cinema.example', /scheme:\/\/host/],
      ['https://cinema.example:443', /write it as "https:\/\/cinema.example"/],
    ];
    for (const [origin, message] of cases) {
      const response = await send('POST', '/cors-origins', { origin, category: 'partner' });
      assert.equal(response.status, 400, origin);
      const body = (await response.json()) as { error: string; message: string };
      assert.equal(body.error, 'invalid_request');
      assert.match(body.message, message, origin);
    }
    const duplicate = await send('POST', '/cors-origins', { origin: 'http://localhost:8080', category: 'partner' });
    assert.equal(duplicate.status, 409);
    assert.match(((await duplicate.json()) as { message: string }).message, /already registered \(id 1\)/);
    const badCategory = await send('POST', '/cors-origins', { origin: 'https://new.example', category: 'blog' });
    assert.equal(badCategory.status, 400);
  });

  it('deactivates an origin with PATCH, effective on the next request', async () => {
    const { app, send } = await adminApp();
    const patched = await send('PATCH', '/cors-origins/1', { isActive: false, comment: 'paused' });
    assert.equal(patched.status, 200);
    const body = (await patched.json()) as CorsOrigin;
    assert.equal(body.isActive, false);
    assert.equal(body.comment, 'paused');
    assert.equal(body.modifiedDatetime, '2026-11-22T12:00:00.000Z');
    const answer = await app.get('/cinemas/101');
    assert.equal(answer.headers.get('Access-Control-Allow-Origin'), null);
  });

  it('refuses to PATCH the origin itself or unknown fields, and answers 404 for an unknown id', async () => {
    const { send } = await adminApp();
    assert.equal((await send('PATCH', '/cors-origins/1', { origin: 'https://other.example' })).status, 400);
    assert.equal((await send('PATCH', '/cors-origins/1', { isActive: 'no' })).status, 400);
    const missing = await send('GET', '/cors-origins/99');
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { error: string }).error, 'not_found');
  });

  it('answers 403 forbidden to a non-admin client on every CORS origin endpoint', async () => {
    const app = testApp();
    const token = await app.token();
    for (const [method, path] of [
      ['GET', '/cors-origins'],
      ['POST', '/cors-origins'],
      ['GET', '/cors-origins/1'],
      ['PATCH', '/cors-origins/1'],
    ] as const) {
      const response = await app.request(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: method === 'GET' ? null : '{}',
      });
      assert.equal(response.status, 403, `${method} ${path}`);
    }
  });
});

describe("the scope 'read' (the emulator's convention for a token a page may hold)", () => {
  async function scoped(scope: string) {
    const app = testApp();
    const response = await app.request('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: ADMIN.id,
        client_secret: ADMIN.secret,
        scope,
      }),
    });
    return { app, response };
  }

  it('gives an admin client a token that reads showings and is refused the CORS registry with 403 insufficient_scope', async () => {
    const { app, response } = await scoped('read');
    assert.equal(response.status, 200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    assert.equal((await app.get('/showings?movieId=550', token)).status, 200);
    const registry = await app.get('/cors-origins', token);
    assert.equal(registry.status, 403);
    assert.equal(((await registry.json()) as { error: string }).error, 'insufficient_scope');
    const write = await app.request('/cors-origins', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ origin: 'https://attacker.example', category: 'partner' }),
    });
    assert.equal(write.status, 403);
  });

  it('refuses another scope with 400 invalid_scope', async () => {
    const { response } = await scoped('write');
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { error: string }).error, 'invalid_scope');
  });
});
