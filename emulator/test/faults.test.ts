import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEmulator } from '../src/index.js';
import { requestToken, testApp } from './support.js';

describe('faults and latency', () => {
  it('answers a status fault a given number of times, then normally', async () => {
    const app = testApp();
    app.state.settings.faults.push({ path: '/showings', status: 503, times: 2 });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await app.get('/showings?movieId=550')).status);
    assert.deepEqual(statuses, [503, 503, 200]);
    assert.deepEqual(app.state.settings.faults, []);
  });

  it('answers 429 with Retry-After and a rate_limited body', async () => {
    const app = testApp();
    const token = await app.token();
    app.state.settings.faults.push({ status: 429, retryAfter: 2, times: 1 });
    const response = await app.get('/showings', token);
    assert.equal(response.status, 429);
    assert.equal(response.headers.get('Retry-After'), '2');
    assert.equal(((await response.json()) as { error: string }).error, 'rate_limited');
  });

  it('matches rules by path prefix and method, and leaves other requests alone', async () => {
    const app = testApp();
    app.state.settings.faults.push({ path: '/cinemas', method: 'GET', status: 500 });
    assert.equal((await app.get('/cinemas/101/showings-future')).status, 500);
    assert.equal((await app.get('/movies/550')).status, 200);
  });

  it('answers 200 with a body that is not JSON, or JSON cut short', async () => {
    const app = testApp();
    app.state.settings.faults.push(
      { path: '/movies', body: 'malformed', times: 1 },
      { path: '/movies', body: 'truncated', times: 1 },
    );
    const malformed = await app.get('/movies/550');
    assert.equal(malformed.status, 200);
    await assert.rejects(malformed.json(), SyntaxError);
    const truncated = await app.get('/movies/550');
    assert.equal(truncated.status, 200);
    const text = await truncated.text();
    assert.ok(text.startsWith('{"id":550'));
    assert.throws(() => JSON.parse(text), SyntaxError);
  });

  it("answers a gateway's HTML error page with the rule's status, and JSON of the wrong shape", async () => {
    const app = testApp();
    app.state.settings.faults.push(
      { path: '/showings', body: 'html', times: 1 },
      { path: '/showings', body: 'html', status: 503, times: 1 },
      { path: '/showings', body: 'wrong-shape', times: 1 },
    );
    const pages = [await app.get('/showings'), await app.get('/showings')];
    assert.deepEqual(
      pages.map((page) => [page.status, page.headers.get('Content-Type')]),
      [
        [502, 'text/html'],
        [503, 'text/html'],
      ],
    );
    assert.match(await pages[0]!.text(), /^<!DOCTYPE html>/);
    const wrong = await app.get('/showings');
    assert.equal(wrong.status, 200);
    assert.deepEqual(await wrong.json(), { unexpected: true, data: 'not a list' });
  });

  it('adds latency before answering (a lower bound only)', async () => {
    const app = testApp();
    app.state.settings.latencyMs = 120;
    const started = performance.now();
    assert.equal((await app.get('/movies/550')).status, 200);
    assert.ok(performance.now() - started >= 115);
  });

  it('drops the connection without an answer over HTTP', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      emulator.configure({ faults: [{ path: '/oauth/token', dropConnection: true, times: 1 }] });
      const token = () => requestToken(emulator.url);
      await assert.rejects(token(), TypeError);
      assert.equal((await token()).status, 200);
      assert.deepEqual(
        emulator.requests.map((entry) => entry.path),
        ['/oauth/token', '/oauth/token'],
      );
    } finally {
      await emulator.close();
    }
  });
});
