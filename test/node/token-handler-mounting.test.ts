// The token handler mounted as the README shows it: in plain node:http and in Hono.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { Hono } from 'hono';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { createTokenHandler } from '../../src/server/index.js';
import type { TokenHandler } from '../../src/server/index.js';

let emulator: RunningEmulator;
let tokenHandler: TokenHandler;

before(async () => {
  emulator = await startEmulator({ port: 0 });
  const client = emulator.clients.find((candidate) => !candidate.admin);
  assert.ok(client);
  tokenHandler = createTokenHandler({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    scope: 'read',
    allowedOrigins: ['https://cinema.example'],
  });
});

after(() => emulator.close());

async function assertTokenAnswer(response: Response) {
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
  assert.equal(body.token_type, 'Bearer');
  assert.equal(typeof body.access_token, 'string');
  assert.ok(body.expires_in > 0);
}

it('serves tokens mounted in plain node:http', async () => {
  const server = createServer(async (req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/showtime-token')
      return void res.writeHead(404).end();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      [value ?? []].flat().forEach((item) => headers.append(name, item));
    const response = await tokenHandler(
      new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), { method: req.method, headers }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await assertTokenAnswer(
      await fetch(`http://127.0.0.1:${port}/showtime-token`, { headers: { Origin: 'https://cinema.example' } }),
    );
    const refused = await fetch(`http://127.0.0.1:${port}/showtime-token`, {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(refused.status, 403);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

it('serves tokens mounted in Hono', async () => {
  const app = new Hono();
  app.all('/showtime-token', (c) => tokenHandler(c.req.raw));
  await assertTokenAnswer(
    await app.request('https://cinema.example/showtime-token', { headers: { 'Sec-Fetch-Site': 'same-origin' } }),
  );
});
