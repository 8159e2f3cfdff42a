import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp } from './support.js';

test('content posters point at the emulator itself, which serves them without a token', async () => {
  const app = testApp();
  const body = await app.json<{ data: { content: { movieId: number | null; posterImageUrl: string | null } }[] }>(
    '/showings?movieId=550&limit=1',
  );
  const poster = body.data[0]!.content.posterImageUrl;
  assert.equal(poster, 'http://localhost/posters/550.svg');
  const response = await app.request('/posters/550.svg');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Content-Type'), 'image/svg+xml');
  const svg = await response.text();
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, />Fight Club</);
});

test('a poster of an unknown movie is a 404', async () => {
  assert.equal((await testApp().request('/posters/999999.svg')).status, 404);
});
