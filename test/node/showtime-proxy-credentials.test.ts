// Credentials the platform refuses are the proxy's configuration, not a platform failure: 503 proxy-misconfigured
// with a Retry-After of 600 s (longer than the widget waits out: it does not retry it), a message naming the client id and secret to fix, told to the
// logger once however many requests meet it; a token endpoint that fails is still a platform failure (502).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startEmulator } from '../../emulator/src/index.js';
import { createShowtimeProxy } from '../../src/server/index.js';

const emulator = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
test.after(() => emulator.close());
const client = emulator.clients.find((candidate) => !candidate.admin)!;
const PROGRAM =
  'https://cinema.example/showtime-api/program?movie=550&from=2026-11-22T11:00:00Z&to=2026-11-23T11:00:00Z';

function proxyWith(credentials: { clientId: string; clientSecret: string }, lines: string[]) {
  const logger = { warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  return createShowtimeProxy({ apiBase: emulator.url, ...credentials, basePath: '/showtime-api/', logger });
}

for (const [wrong, credentials] of [
  ['secret', { clientId: client.id, clientSecret: 'wrong' }],
  ['client id', { clientId: 'no-such-client', clientSecret: client.secret }],
] as const) {
  test(`a wrong ${wrong}: 503 proxy-misconfigured naming the credentials, Retry-After 600, logged once`, async () => {
    const lines: string[] = [];
    const proxy = proxyWith(credentials, lines);
    for (let request = 0; request < 3; request += 1) {
      const answer = await proxy(new Request(PROGRAM, { headers: { 'Sec-Fetch-Site': 'same-origin' } }));
      assert.equal(answer.status, 503);
      // Longer than the widget waits out (30 s): it does not ask again.
      assert.equal(answer.headers.get('Retry-After'), '600');
      assert.deepEqual(await answer.json(), {
        error: 'proxy-misconfigured',
        message:
          "The Cinema Platform refused the showtime proxy's client credentials (invalid_client): check its clientId " +
          'and clientSecret (CINEMA_CLIENT_ID and CINEMA_CLIENT_SECRET in the recipes and showtime-finder serve).',
      });
    }
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(
      lines[0]!,
      /^showtime-finder proxy: answered an error: proxy-misconfigured: .*clientId and clientSecret/,
    );
    assert.ok(!lines[0]!.includes(client.secret));
  });
}

test('a token endpoint that fails is a platform failure, not a misconfiguration', async () => {
  emulator.configure({ faults: [{ path: '/oauth/token', status: 500 }] });
  try {
    const answer = await proxyWith({ clientId: client.id, clientSecret: client.secret }, [])(new Request(PROGRAM));
    assert.equal(answer.status, 502);
    assert.notEqual(((await answer.json()) as { error: string }).error, 'proxy-misconfigured');
  } finally {
    emulator.configure({ faults: [] });
  }
});
