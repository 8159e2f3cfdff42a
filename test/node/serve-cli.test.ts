// `npx showtime-finder serve` as an operator runs it (the bin's source under tsx, as the recipes run theirs),
// against the real emulator over loopback: configured from the environment and flags, it answers programs,
// tokens (with a token scope) and its health route, tells a wrong path from its own refusals, says in one line
// what it serves (never the secret), ends with one line naming the flag on a setting that cannot work, stops
// at SIGTERM without waiting for idle connections, and answers behind docs/serve.md's nginx `location`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PROGRAM, recipeEmulator, recipeEnvironment } from '../support/recipe-emulator.js';
import { nginxMissing, runNginx } from '../support/nginx-cache.js';
import { NODE } from '../support/recipe-process.js';

const started = recipeEmulator();
const PAGE = 'https://page.example';

interface Serve {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runServe(args: string[], env: Record<string, string>): Serve {
  const child = spawn(NODE[0]!, [...NODE.slice(1), 'src/node/cli.ts', ...args], {
    env: { PATH: process.env.PATH!, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { process: child, output: () => output, exited };
}

/** Waits until `serve` prints a line matching `pattern`; rejects, with what it printed, after 30 s or at its exit. */
async function printed(serve: Serve, pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = pattern.exec(serve.output());
    if (found) return found;
    const code = await Promise.race([serve.exited, new Promise((wait) => setTimeout(wait, 50, 'running'))]);
    if (code !== 'running') break;
  }
  throw new Error(`no line matching ${pattern}; printed:\n${serve.output()}`);
}

describe('showtime-finder serve, configured from the environment and flags', () => {
  let serve: Serve;
  let url: string;
  let secret: string;
  before(async () => {
    const env = recipeEnvironment(started.running);
    secret = env.CINEMA_CLIENT_SECRET!;
    serve = runServe(['serve', '--port', '0', '--allowed-origins', PAGE], {
      ...env,
      PORT: '8788', // the flag wins
      TOKEN_SCOPE: 'read',
      CACHE_MAX_BYTES: String(8 * 2 ** 20),
    });
    url = (await printed(serve, /listening on (http:\/\/127\.0\.0\.1:\d+) /))[1]!;
  });
  after(() => serve.process.kill());

  it('says in one line what it serves, and never the secret', () => {
    const lines = serve.output().trim().split('\n');
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /the showtime proxy at http:\/\/127\.0\.0\.1:\d+\/showtime-api\/program/);
    assert.match(lines[0]!, /the token handler at \/showtime-token \(scope "read"\), health at \/health/);
    assert.match(lines[0]!, /other origins allowed: https:\/\/page\.example$/);
    assert.ok(!lines[0]!.includes(secret), 'the secret is not printed');
  });

  it('answers GET /health with 200 {"ok":true}', async () => {
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { ok: true });
  });

  it('answers a program under /showtime-api/, to its own pages and to an allowed origin', async () => {
    const own = await fetch(`${url}${PROGRAM}`);
    assert.equal(own.status, 200);
    assert.equal(((await own.json()) as { format: string }).format, 'showtime-program/1');
    const allowed = await fetch(`${url}${PROGRAM}`, { headers: { Origin: PAGE } });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('Access-Control-Allow-Origin'), PAGE);
    const other = await fetch(`${url}${PROGRAM}`, { headers: { Origin: 'https://elsewhere.example' } });
    assert.equal(other.status, 403);
    assert.equal(((await other.json()) as { error: string }).error, 'origin-not-allowed');
  });

  it('hands a token to an allowed page at /showtime-token, and none to another origin', async () => {
    const token = await fetch(`${url}/showtime-token`, { headers: { Origin: PAGE } });
    assert.equal(token.status, 200);
    assert.equal(typeof ((await token.json()) as { access_token: unknown }).access_token, 'string');
    const refused = await fetch(`${url}/showtime-token`, { headers: { Origin: 'https://elsewhere.example' } });
    assert.equal(refused.status, 403);
  });

  it('answers a path outside its routes with a JSON 404 naming the base path', async () => {
    const wrong = await fetch(`${url}/api/program`);
    assert.equal(wrong.status, 404);
    assert.deepEqual(await wrong.json(), {
      error: 'not-found',
      message: 'Nothing is served at /api/program: the showtime proxy answers under /showtime-api/.',
    });
  });

  it('refuses TRACE with 405, as the recipes do', async () => {
    const traced = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(`${url}/health`, { method: 'TRACE' }, (res) => resolve(res.statusCode!));
      sent.on('error', reject).end();
    });
    assert.equal(traced, 405);
  });
});

describe('showtime-finder serve at SIGTERM', () => {
  it('stops with status 0 at once, not held by an idle keep-alive connection', async () => {
    const serve = runServe(['serve', '--port', '0'], recipeEnvironment(started.running));
    const url = (await printed(serve, /listening on (http:\/\/127\.0\.0\.1:\d+) /))[1]!;
    const agent = new (await import('node:http')).Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${url}/health`, { agent }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end();
    });
    const sent = Date.now();
    serve.process.kill('SIGTERM');
    assert.equal(await serve.exited, 0);
    agent.destroy();
    // An idle connection would hold a plain server.close() for the 5 s keep-alive timeout.
    assert.ok(Date.now() - sent < 3_000, `stopped after ${Date.now() - sent} ms`);
    assert.match(serve.output(), /SIGTERM: answering the requests under way, then stopping/);
  });
});

describe('showtime-finder serve with a setting that cannot work', () => {
  const environment = () => recipeEnvironment(started.running);
  const cases: { name: string; args: string[]; env: () => Record<string, string>; says: RegExp }[] = [
    {
      name: 'no client secret',
      args: ['serve'],
      env: () => ({ ...environment(), CINEMA_CLIENT_SECRET: '' }),
      says: /^showtime-finder serve: --client-secret \(or CINEMA_CLIENT_SECRET\) is required/,
    },
    {
      name: 'an unknown flag',
      args: ['serve', '--prot', '0'],
      env: environment,
      says: /^showtime-finder serve: Unknown option '--prot'/,
    },
    {
      name: 'a port that is no number',
      args: ['serve', '--port', 'eighty'],
      env: environment,
      says: /^showtime-finder serve: --port \(or PORT\) must be a whole number from 0 to 65535; got "eighty"\.$/m,
    },
    {
      name: 'a cache bound written with a unit',
      args: ['serve'],
      env: () => ({ ...environment(), CACHE_MAX_BYTES: '64M' }),
      says: /^showtime-finder serve: --cache-max-bytes \(or CACHE_MAX_BYTES\) must be a whole number/,
    },
    {
      name: 'an allowed origin with a path',
      args: ['serve', '--allowed-origins', 'cinema.example/shop'],
      env: environment,
      says: /^showtime-finder serve: createShowtimeProxy: allowedOrigins\[0\] "cinema\.example\/shop" is not an origin/,
    },
    {
      name: 'an unknown command',
      args: ['server'],
      env: environment,
      says: /^showtime-finder serve: unknown command "server"; the command is "serve"\./,
    },
  ];
  for (const { name, args, env, says } of cases) {
    it(`ends with status 1 and one line naming the problem, without a stack: ${name}`, async () => {
      const serve = runServe(args, env());
      assert.equal(await serve.exited, 1);
      assert.match(serve.output(), says);
      assert.doesNotMatch(serve.output(), /\n\s+at /);
    });
  }
});

describe("showtime-finder serve behind docs/serve.md's nginx location", { skip: nginxMissing() ?? false }, () => {
  it('answers a program under the site origin, through nginx, as the widget asks on its own origin', async (t) => {
    const serve = runServe(['serve', '--port', '0'], {
      ...recipeEnvironment(started.running),
      TRUSTED_PROXIES: '127.0.0.1',
    });
    t.after(() => serve.process.kill());
    const port = (await printed(serve, /listening on http:\/\/127\.0\.0\.1:(\d+) /))[1]!;
    const quoted = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/serve.md', 'utf8'))?.[1] ?? '';
    assert.ok(quoted?.includes('proxy_pass http://127.0.0.1:8788;'), 'docs/serve.md quotes the location');
    const folder = mkdtempSync(join(tmpdir(), 'serve-nginx-'));
    t.after(() => rmSync(folder, { recursive: true, force: true }));
    const location = quoted.replace('127.0.0.1:8788', `127.0.0.1:${port}`);
    const nginx = await runNginx({
      folder,
      site: (listen) => `server {\n  listen 127.0.0.1:${listen};\n${location}}\n`,
    });
    t.after(() => nginx.close());
    const program = await fetch(`${nginx.url}${PROGRAM}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    assert.equal(program.status, 200);
    assert.equal(((await program.json()) as { format: string }).format, 'showtime-program/1');
    assert.match(program.headers.get('ETag') ?? '', /^"/);
  });
});
