// examples/token-handler.php, the token handler for a PHP site, under `php -S` against the emulator's real
// OAuth: the same statuses, error codes and headers as createTokenHandler for every case docs/token-handler.md
// lists (the origin check by Origin, Sec-Fetch-Site and Referer, CORS and preflights, methods, a refused secret,
// an unreachable platform, an administrator's client), and a token of the scope it was given. Skipped with one
// line where php is not installed (.ci/run installs php-cli).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTokenHandler } from '../../src/server/index.js';
import type { TokenHandler } from '../../src/server/index.js';
import { recipeEmulator } from '../support/recipe-emulator.js';

const PHP = '/usr/bin/php';
const skip = existsSync(PHP) ? false : `php is not installed here (${PHP}); .ci/run installs php-cli`;

const SITE_ORIGIN = 'https://cinema.example';
const OTHER_PAGE = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';
/** The headers an answer is compared by: what a page and a cache read. */
const COMPARED = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'allow',
  'vary',
  'cache-control',
  'x-content-type-options',
];

const started = recipeEmulator();

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown> | undefined;
}

interface PhpHandler {
  port: number;
  process: ChildProcess;
  log: () => string;
  close: () => void;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `php -S` with the handler as its router, its token file in a folder of its own; resolves once it answers. */
async function startPhp(env: Record<string, string>): Promise<PhpHandler> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'token-handler-php-'));
  const child = spawn(PHP, ['-S', `127.0.0.1:${port}`, 'examples/token-handler.php'], {
    env: { PATH: process.env.PATH!, TMPDIR: folder, ...env },
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const deadline = Date.now() + 15_000;
  while (!log.includes('started')) {
    if (Date.now() > deadline) throw new Error(`php -S did not start within 15 s:\n${log}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const close = () => {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  return { port, process: child, log: () => log, close };
}

function answerOf(status: number, headers: Headers | Record<string, unknown>, text: string): Answer {
  const read = (name: string) =>
    headers instanceof Headers ? (headers.get(name) ?? undefined) : (headers[name] as string | undefined);
  return {
    status,
    headers: Object.fromEntries(COMPARED.map((name) => [name, read(name)])),
    body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
  };
}

/** A request to the PHP handler over HTTP, with headers fetch would not let through (Origin, Sec-Fetch-Site). */
function askPhp(php: PhpHandler, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port: php.port, path: '/showtime-token', method, headers }, (res) => {
      let text = '';
      res
        .on('data', (chunk: Buffer) => (text += chunk))
        .on('end', () => resolve(answerOf(res.statusCode!, res.headers, text)));
    });
    sent.on('error', reject).end();
  });
}

async function askNode(handler: TokenHandler, method: string, headers: Record<string, string>): Promise<Answer> {
  const response = await handler(new Request(`${SITE_ORIGIN}/showtime-token`, { method, headers }));
  return answerOf(response.status, response.headers, await response.text());
}

/** The answers compared: the token itself differs (each handler has its own), so a 200's body by its fields' types. */
function comparable({ status, headers, body }: Answer) {
  const token = body && 'access_token' in body;
  const shape = token
    ? { access_token: typeof body.access_token, token_type: body.token_type, expires_in: typeof body.expires_in }
    : body && { error: body.error };
  return { status, headers, body: shape };
}

const CASES: { name: string; method: string; headers: Record<string, string> }[] = [
  { name: 'a same-origin GET (Sec-Fetch-Site)', method: 'GET', headers: { 'Sec-Fetch-Site': 'same-origin' } },
  { name: 'its own origin', method: 'GET', headers: { Origin: SITE_ORIGIN } },
  { name: 'an allowed origin (CORS with credentials)', method: 'GET', headers: { Origin: OTHER_PAGE } },
  { name: 'an origin not allowed', method: 'GET', headers: { Origin: STRANGER } },
  { name: 'an allowed referring page', method: 'GET', headers: { Referer: `${OTHER_PAGE}/showtimes?movie=550` } },
  { name: 'a referring page not allowed', method: 'GET', headers: { Referer: `${STRANGER}/` } },
  { name: 'a request naming no page', method: 'GET', headers: {} },
  { name: 'a preflight of an allowed page', method: 'OPTIONS', headers: { Origin: OTHER_PAGE } },
  { name: 'HEAD', method: 'HEAD', headers: { 'Sec-Fetch-Site': 'same-origin' } },
  { name: 'POST', method: 'POST', headers: { Origin: SITE_ORIGIN } },
  { name: 'DELETE from a stranger', method: 'DELETE', headers: { Origin: STRANGER } },
];

describe('examples/token-handler.php answers as createTokenHandler', { skip }, () => {
  let php: PhpHandler;
  let node: TokenHandler;
  before(async () => {
    const emulator = started.running;
    const client = emulator.clients.find((candidate) => !candidate.admin)!;
    const settings = { apiBase: emulator.url, clientId: client.id, clientSecret: client.secret, scope: 'read' };
    node = createTokenHandler({ ...settings, allowedOrigins: [OTHER_PAGE] });
    php = await startPhp({
      CINEMA_API_BASE: emulator.url,
      CINEMA_CLIENT_ID: client.id,
      CINEMA_CLIENT_SECRET: client.secret,
      TOKEN_SCOPE: 'read',
      SITE_ORIGIN,
      ALLOWED_ORIGINS: OTHER_PAGE,
    });
  });
  after(() => php.close());

  for (const { name, method, headers } of CASES) {
    it(`for ${name}`, async () => {
      assert.deepEqual(
        comparable(await askPhp(php, method, headers)),
        comparable(await askNode(node, method, headers)),
      );
    });
  }

  it('hands out a token of its scope: it reads showings and may not read the CORS registry', async () => {
    const { body } = await askPhp(php, 'GET', { 'Sec-Fetch-Site': 'same-origin' });
    const authorization = { Authorization: `Bearer ${body!.access_token as string}` };
    assert.equal((await fetch(`${started.running.url}/showings?movieId=550`, { headers: authorization })).status, 200);
    assert.notEqual((await fetch(`${started.running.url}/cors-origins`, { headers: authorization })).status, 200);
  });

  it('keeps its token: a second page gets the same one, with less of its lifetime left or as much', async () => {
    const first = await askPhp(php, 'GET', { 'Sec-Fetch-Site': 'same-origin' });
    const second = await askPhp(php, 'GET', { Origin: OTHER_PAGE });
    assert.equal(second.body!.access_token, first.body!.access_token);
    assert.ok((second.body!.expires_in as number) <= (first.body!.expires_in as number));
  });
});

describe(
  'examples/token-handler.php with a configuration that cannot work answers as createTokenHandler',
  { skip },
  () => {
    const same = { 'Sec-Fetch-Site': 'same-origin' };
    /** Both handlers with `settings`, with the scope `read` or, `clientWide`, none (the client's own token). */
    const both = async (settings: { apiBase: string; clientId: string; clientSecret: string }, clientWide = false) => {
      const php = await startPhp({
        CINEMA_API_BASE: settings.apiBase,
        CINEMA_CLIENT_ID: settings.clientId,
        CINEMA_CLIENT_SECRET: settings.clientSecret,
        ...(clientWide ? { TOKEN_CLIENT_WIDE: '1' } : { TOKEN_SCOPE: 'read' }),
        SITE_ORIGIN,
      });
      try {
        const scope = clientWide ? { clientWideToken: true } : { scope: 'read' };
        const node = createTokenHandler({ ...settings, ...scope, allowedOrigins: [] });
        const phpAnswer = await askPhp(php, 'GET', same);
        assert.deepEqual(comparable(phpAnswer), comparable(await askNode(node, 'GET', same)));
        return { answer: phpAnswer, log: php.log() };
      } finally {
        php.close();
      }
    };

    it('a secret the platform refuses: 502 with its OAuth code, invalid_client', async () => {
      const client = started.running.clients.find((candidate) => !candidate.admin)!;
      const { answer } = await both({ apiBase: started.running.url, clientId: client.id, clientSecret: 'wrong' });
      assert.deepEqual([answer.status, answer.body!.error], [502, 'invalid_client']);
    });

    it('a platform that cannot be reached: 502 upstream_unreachable', async () => {
      const client = started.running.clients.find((candidate) => !candidate.admin)!;
      const { answer } = await both({
        apiBase: `http://127.0.0.1:${await freePort()}`,
        clientId: client.id,
        clientSecret: client.secret,
      });
      assert.deepEqual([answer.status, answer.body!.error], [502, 'upstream_unreachable']);
    });

    it("an administrator's client-wide token: 503 token-handler-misconfigured, the reason in the log, no token", async () => {
      const admin = started.running.clients.find((candidate) => candidate.admin)!;
      const settings = { apiBase: started.running.url, clientId: admin.id, clientSecret: admin.secret };
      const { answer, log } = await both(settings, true);
      assert.deepEqual([answer.status, answer.body!.error], [503, 'token-handler-misconfigured']);
      assert.match(log, /hands out no token: its platform client may read the CORS registry/);
    });

    it('no scope and no TOKEN_CLIENT_WIDE: 503 token-handler-misconfigured, the log naming TOKEN_SCOPE and the proxy', async () => {
      const client = started.running.clients.find((candidate) => !candidate.admin)!;
      const php = await startPhp({
        CINEMA_API_BASE: started.running.url,
        CINEMA_CLIENT_ID: client.id,
        CINEMA_CLIENT_SECRET: client.secret,
        SITE_ORIGIN,
      });
      try {
        const answer = await askPhp(php, 'GET', same);
        assert.deepEqual([answer.status, answer.body!.error], [503, 'token-handler-misconfigured']);
        assert.match(
          php.log(),
          /set TOKEN_SCOPE .* The showtime proxy \(npx showtime-finder serve, proxy-url\) is the safer choice/,
        );
        // createTokenHandler refuses the same configuration when it is created.
        const settings = { apiBase: started.running.url, clientId: client.id, clientSecret: client.secret };
        assert.throws(
          () => createTokenHandler({ ...settings, allowedOrigins: [] }),
          /say what the token every visitor gets may do/,
        );
      } finally {
        php.close();
      }
    });
  },
);
