// The server entry as embedders import it (`showtime-finder/server`): the second step of
// `npm run build` writes dist/server/index.js; the built file must load in Node with the package's
// own dependencies beside it (lru-cache, zod: installed with the package, never bundled), import
// nothing from Node's built-ins, so that edge runtimes can run it too, and answer as the sources do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as serverEntry from '../../src/server/index.js';

const ROOT = resolve(import.meta.dirname, '../..');

test('builds the server entry into one module that imports only the package dependencies and no Node built-ins', async (t) => {
  // Inside the repository, so that the build's imports resolve to its node_modules as they would in an install.
  const scratch = join(ROOT, 'node_modules', '.cache');
  mkdirSync(scratch, { recursive: true });
  const outDir = mkdtempSync(join(scratch, 'showtime-finder-server-'));
  t.after(() => rmSync(outDir, { recursive: true, force: true }));
  await build({ configFile: 'vite.server.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const file = join(outDir, 'index.js');
  const text = readFileSync(file, 'utf8');
  assert.doesNotMatch(text, /from\s*["']node:|require\(/);
  const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const imported = [...text.matchAll(/^import .* from ["']([^"'.][^"']*)["'];?$/gm)].map(([, name]) => name!);
  assert.deepEqual(
    imported.filter(
      (name) =>
        !Object.keys(dependencies).some((dependency) => name === dependency || name.startsWith(`${dependency}/`)),
    ),
    [],
  );
  const { createTokenHandler, createShowtimeProxy } = (await import(pathToFileURL(file).href)) as typeof serverEntry;
  const handler = createTokenHandler({
    apiBase: 'http://127.0.0.1:9',
    clientId: 'id',
    clientSecret: 'secret',
    scope: 'read',
    allowedOrigins: ['https://cinema.example'],
  });
  const refused = await handler(
    new Request('https://cinema.example/showtime-token', { headers: { Origin: 'https://elsewhere.example' } }),
  );
  assert.equal(refused.status, 403);
  const proxy = createShowtimeProxy({
    apiBase: 'http://127.0.0.1:9',
    clientId: 'id',
    clientSecret: 'secret',
    basePath: '/p',
  });
  const bad = await proxy(new Request('https://cinema.example/p/program?movie=550'));
  assert.deepEqual([bad.status, ((await bad.json()) as { error: string }).error], [400, 'bad-request']);
});
