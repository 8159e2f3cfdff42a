// The token handler as embedders import it (`showtime-finder/server`): the second step of
// `npm run build` writes dist/server/index.js; the built file must load on its own in Node and
// import nothing from Node's built-ins, so that edge runtimes can run it too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as serverEntry from '../../src/server/index.js';

test('builds the token handler into one module that exports createTokenHandler and needs no Node built-ins', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-server-'));
  await build({ configFile: 'vite.server.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const file = join(outDir, 'index.js');
  assert.doesNotMatch(readFileSync(file, 'utf8'), /from\s*["']node:|require\(/);
  const { createTokenHandler } = (await import(pathToFileURL(file).href)) as typeof serverEntry;
  const handler = createTokenHandler({
    apiBase: 'http://127.0.0.1:9',
    clientId: 'id',
    clientSecret: 'secret',
    allowedOrigins: ['https://cinema.example'],
  });
  const refused = await handler(
    new Request('https://cinema.example/showtime-token', { headers: { Origin: 'https://elsewhere.example' } }),
  );
  assert.equal(refused.status, 403);
});
