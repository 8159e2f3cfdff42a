// Every mounting recipe the README quotes is a file in examples/, run here as its own process
// against the real emulator over loopback: it serves tokens and programs, builds URLs from the
// configured origin (a forged Host makes no page same-origin), and survives TRACE, a bad Host, a
// 20 KB header, a slow body and a reset mid-request, still answering afterwards. Express, Deno
// and Bun run only where installed; elsewhere `npm run lint` checks their files.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ENCODED_ONCE, codingsOf } from '../support/encoded-answer.js';
import { PROGRAM, SITE_ORIGIN, recipeEmulator, recipeEnvironment } from '../support/recipe-emulator.js';
import { BUN, DENO, NODE, installed, rawRequest, startRecipe } from '../support/recipe-process.js';
import type { RunningRecipe } from '../support/recipe-process.js';

const started = recipeEmulator();

const RECIPES = [
  { file: 'examples/node-http.mjs', command: NODE, missing: undefined },
  { file: 'examples/hono.mjs', command: NODE, missing: undefined },
  { file: 'examples/express.mjs', command: NODE, missing: !installed('express') && 'express' },
  {
    file: 'examples/express.mjs',
    on: 'Express 4',
    command: [...NODE, '--import', './test/support/express-4.mjs'],
    missing: !installed('express4') && 'express4',
  },
  { file: 'examples/deno.mjs', command: DENO, missing: !existsSync(DENO[0]!) && 'deno' },
  { file: 'examples/bun.mjs', command: BUN, missing: !existsSync(BUN[0]!) && 'bun' },
];

for (const { file, on, command, missing } of RECIPES) {
  const skip = missing && `${missing} is not installed here; npm run lint checks the file`;
  describe(on ? `${file} on ${on}` : file, { skip }, () => {
    let recipe: RunningRecipe;
    before(async () => {
      recipe = await startRecipe({ command, file, env: recipeEnvironment(started.running) });
    });
    after(() => recipe.process.kill());

    it('hands out a token to its own page and answers a program', async () => {
      const token = await fetch(`${recipe.url}/showtime-token`, { headers: { Origin: SITE_ORIGIN } });
      assert.equal(token.status, 200);
      assert.equal(typeof ((await token.json()) as { access_token: unknown }).access_token, 'string');
      const program = await fetch(`${recipe.url}${PROGRAM}`);
      assert.equal(program.status, 200);
      assert.equal(((await program.json()) as { format: string }).format, 'showtime-program/1');
    });

    it('passes the program on in the coding asked, encoded once, and unencoded to a client that asks none', async () => {
      const answers = await codingsOf(`${recipe.url}${PROGRAM}`);
      assert.deepEqual(answers.codings, ENCODED_ONCE);
      assert.ok(answers.sameText, 'each coding decodes to the unencoded program');
      assert.equal(JSON.parse(answers.text).format, 'showtime-program/1');
    });

    it('builds the URL from its configured origin: a forged Host makes no page same-origin', async () => {
      const forged = 'GET /showtime-token HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\n\r\n';
      assert.equal(await rawRequest(recipe.url, forged), 'HTTP/1.1 403 Forbidden');
    });

    it('answers TRACE, a bad Host, a 20 KB header and a slow body, and still answers afterwards', async () => {
      const answers = {
        trace: await rawRequest(recipe.url, 'TRACE /showtime-token HTTP/1.1\r\nHost: x\r\n\r\n'),
        badHost: await rawRequest(recipe.url, 'GET /showtime-token HTTP/1.1\r\nHost: [\r\n\r\n'),
        bigHeader: await rawRequest(
          recipe.url,
          `GET /showtime-token HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_480)}\r\n\r\n`,
        ),
        slowBody: await rawRequest(
          recipe.url,
          'POST /showtime-token HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\na',
        ),
        notAPath: await rawRequest(
          recipe.url,
          'GET http://elsewhere.example/showtime-token HTTP/1.1\r\nHost: x\r\n\r\n',
        ),
      };
      assert.equal(answers.trace, 'HTTP/1.1 405 Method Not Allowed');
      assert.equal(answers.badHost, 'HTTP/1.1 400 Bad Request');
      // Node's own limit answers 431; a runtime that takes 20 KB of headers hands them on, and the handler refuses.
      assert.match(answers.bigHeader, /^HTTP\/1\.1 (431|403) /);
      assert.equal(answers.slowBody, 'HTTP/1.1 405 Method Not Allowed', 'answered without waiting for the body');
      assert.match(answers.notAPath, /^HTTP\/1\.1 (400|403|404) /);
      assert.equal(recipe.process.exitCode, null);
      assert.equal((await fetch(`${recipe.url}/showtime-token`, { headers: { Origin: SITE_ORIGIN } })).status, 200);
    });

    it('survives clients that reset mid-request, and still answers afterwards', async () => {
      started.running.configure({ latencyMs: 200 });
      try {
        for (let index = 0; index < 20; index += 1) {
          const socket = connect(Number(new URL(recipe.url).port), '127.0.0.1');
          socket.on('error', () => {});
          socket.write(`GET ${PROGRAM.replace('11%3A00%3A00Z&to', `${10 + (index % 10)}%3A00%3A00Z&to`)} HTTP/1.1\r\n`);
          socket.write('Host: x\r\n\r\n', () => setTimeout(() => socket.resetAndDestroy(), index * 10));
        }
        await new Promise((resolve) => setTimeout(resolve, 600));
      } finally {
        started.running.configure({ latencyMs: 0 });
      }
      assert.equal(recipe.process.exitCode, null);
      assert.equal((await fetch(`${recipe.url}${PROGRAM}`)).status, 200);
    });
  });
}

describe('examples/next-route.mjs and examples/worker.mjs, called in process', () => {
  const env = () => {
    const client = started.running.clients.find((candidate) => !candidate.admin)!;
    return {
      CINEMA_API_BASE: started.running.url,
      CINEMA_CLIENT_ID: client.id,
      CINEMA_CLIENT_SECRET: client.secret,
      SITE_ORIGIN,
    };
  };
  const routes = async (): Promise<Array<[string, (request: Request) => Promise<Response>]>> => {
    Object.assign(process.env, env());
    const next = (await import(new URL('../../examples/next-route.mjs', import.meta.url).href)) as {
      GET: (request: Request) => Promise<Response>;
    };
    const worker = (await import(new URL('../../examples/worker.mjs', import.meta.url).href)) as {
      default: { fetch: (request: Request, env: Record<string, string>) => Promise<Response> };
    };
    return [
      ['next-route', next.GET],
      ['worker', (request) => worker.default.fetch(request, env())],
    ];
  };

  it('hands out tokens and programs, and builds URLs from the configured origin', async () => {
    for (const [name, route] of await routes()) {
      const own = await route(new Request('http://evil.example/showtime-token', { headers: { Origin: SITE_ORIGIN } }));
      assert.equal(own.status, 200, name);
      const forged = await route(
        new Request('http://evil.example/showtime-token', { headers: { Origin: 'http://evil.example' } }),
      );
      assert.equal(forged.status, 403, name);
      assert.equal((await route(new Request(`http://evil.example${PROGRAM}`))).status, 200, name);
    }
  });
});

it('docs/proxy.md quotes the recipes as the files hold them', async () => {
  const { readFile } = await import('node:fs/promises');
  const page = await readFile('docs/proxy.md', 'utf8');
  for (const file of ['examples/node-http.mjs', 'examples/site-routes.mjs', 'examples/deno.mjs', 'examples/bun.mjs']) {
    assert.ok(page.includes(await readFile(file, 'utf8')), `${file} quoted whole`);
  }
  for (const file of ['examples/express.mjs', 'examples/hono.mjs', 'examples/next-route.mjs']) {
    const source = await readFile(file, 'utf8');
    const quoted = page
      .slice(page.indexOf(`/${file})`))
      .split('```js\n')[1]!
      .split('```')[0]!;
    for (const line of quoted.split('\n').filter((text) => text.trim() !== '')) {
      assert.ok(source.includes(line.replace(/ \/\/ .*$/, '')), `${file} holds the line ${line} of docs/proxy.md`);
    }
  }
});
