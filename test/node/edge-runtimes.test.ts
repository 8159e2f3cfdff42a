// The Worker recipe (examples/worker.mjs) inside workerd, Cloudflare's runtime (through miniflare, its binary an npm
// package), and the Deno recipe (examples/deno.mjs) in Deno (the `deno` npm package), each against the emulator
// over loopback: the same createShowtimeProxy and createTokenHandler hand a token to their page, answer a program
// with the headers a cache in front needs, read each program once however many viewers ask at once, and answer a
// matching If-None-Match with 304.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ENCODED_ONCE, ENCODED_ONCE_WITHOUT_BROTLI, codingsOf } from '../support/encoded-answer.js';
import { readWranglerConfig, startWorker } from '../support/workerd-worker.js';
import { PROGRAM, SITE_ORIGIN, recipeEmulator, recipeEnvironment } from '../support/recipe-emulator.js';
import { DENO, startRecipe } from '../support/recipe-process.js';

const started = recipeEmulator();
const WRANGLER_CONFIG = 'examples/wrangler.jsonc';

describe('examples/wrangler.jsonc', () => {
  it('deploys examples/worker.mjs with every variable it reads: the platform and the site as vars, the client as secrets', () => {
    const config = readWranglerConfig(WRANGLER_CONFIG);
    assert.equal(config.main, join('examples', 'worker.mjs'));
    const read = new Set([...readFileSync(config.main, 'utf8').matchAll(/\benv\.([A-Z_]+)/g)].map(([, name]) => name!));
    const secrets = [...config.text.matchAll(/wrangler secret put ([A-Z_]+)/g)].map(([, name]) => name!);
    assert.deepEqual(Object.keys(config.vars).sort(), ['CINEMA_API_BASE', 'SITE_ORIGIN']);
    assert.deepEqual([...new Set([...Object.keys(config.vars), ...secrets])].sort(), [...read].sort());
    assert.ok(!/SECRET"\s*:/.test(config.text), 'no secret is written in the file');
  });
});

function environment(): Record<string, string> {
  return recipeEnvironment(started.running);
}

const RUNTIMES = [
  {
    name: 'examples/worker.mjs in workerd (miniflare)',
    skip: undefined,
    // No node:zlib without nodejs_compat: gzip through CompressionStream only (src/server/compression.ts).
    codings: ENCODED_ONCE_WITHOUT_BROTLI,
    // As examples/wrangler.jsonc deploys it: its file, date and flags, its vars (the emulator's address and the
    // site's origin replacing the placeholders) and the secrets it names.
    start: async () => {
      const config = readWranglerConfig(WRANGLER_CONFIG);
      const worker = await startWorker(config.main, { ...config.vars, ...environment() }, config);
      return { url: worker.url, stop: () => worker.dispose() };
    },
  },
  {
    name: 'examples/deno.mjs in Deno',
    skip: existsSync(DENO[0]!) ? undefined : `${DENO[0]} is not installed here (the deno npm package)`,
    codings: ENCODED_ONCE,
    start: async () => {
      const deno = await startRecipe({ command: DENO, file: 'examples/deno.mjs', env: environment() });
      return { url: deno.url, stop: async () => void deno.process.kill() };
    },
  },
];

for (const runtime of RUNTIMES) {
  describe(runtime.name, { skip: runtime.skip }, () => {
    let running: { url: string; stop: () => Promise<void> };
    before(async () => {
      running = await runtime.start();
      started.running.clearRequests();
    });
    after(() => running?.stop());

    it('hands its page a token', async () => {
      const token = await fetch(`${running.url}/showtime-token`, { headers: { Origin: SITE_ORIGIN } });
      assert.equal(token.status, 200);
      assert.equal(typeof ((await token.json()) as { access_token: unknown }).access_token, 'string');
    });

    it('reads a program once for 50 viewers at once, with the headers a cache in front needs', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${running.url}${PROGRAM}`)));
      assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
      assert.equal(((await answers[0]!.json()) as { format: string }).format, 'showtime-program/1');
      assert.equal(started.running.requests.filter((entry) => entry.path === '/showings').length, 1);
      const headers = answers[0]!.headers;
      assert.equal(
        headers.get('Cache-Control'),
        'public, max-age=60, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
      );
      const again = await fetch(`${running.url}${PROGRAM}`, { headers: { 'If-None-Match': headers.get('ETag')! } });
      assert.equal(again.status, 304);
      assert.equal(again.headers.get('X-Showtime-Proxy-Cache'), 'hit');
    });

    it('sends the program in the coding asked, encoded once, and unencoded to a client that asks none', async () => {
      const answers = await codingsOf(`${running.url}${PROGRAM}`);
      assert.deepEqual(answers.codings, runtime.codings);
      assert.ok(answers.sameText, 'each coding decodes to the unencoded program');
    });
  });
}

describe('examples/worker-cache-api.mjs in workerd: programs kept in the Workers Cache API', () => {
  let worker: { url: string; dispose: () => Promise<void> };
  before(async () => {
    worker = await startWorker('examples/worker-cache-api.mjs', environment());
    started.running.clearRequests();
  });
  after(() => worker?.dispose());

  it("answers a program again from the data centre's cache, never from the isolate, and keeps origins apart", async () => {
    const first = await fetch(`${worker.url}${PROGRAM}`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('CF-Cache-Status'), null);
    const firstBody = await first.text();
    // The Cache API keeps the program after the answer (waitUntil): the next asks find it there.
    let again = await fetch(`${worker.url}${PROGRAM}`);
    for (let tries = 0; tries < 20 && again.headers.get('CF-Cache-Status') !== 'HIT'; tries += 1) {
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await fetch(`${worker.url}${PROGRAM}`);
    }
    assert.equal(again.headers.get('CF-Cache-Status'), 'HIT');
    // The isolate's proxy would say `hit`: this is the answer kept, as the proxy first sent it.
    assert.equal(again.headers.get('X-Showtime-Proxy-Cache'), 'miss');
    assert.equal(await again.text(), firstBody);
    assert.equal(started.running.requests.filter((entry) => entry.path === '/showings').length, 1);
    const foreign = await fetch(`${worker.url}${PROGRAM}`, { headers: { Origin: 'https://elsewhere.example' } });
    assert.equal(foreign.status, 403, 'a page of another origin is not handed the kept answer');
  });
});
