// The token handler as a stranger meets it, against the real emulator over HTTP: a token mode
// chosen knowingly (a scope, or the acknowledgement of a client-wide token), no administrator's
// token handed out, renewal of a token the platform refused after its restart, limits on the
// platform work one client can cause, and a log that a flood of refusals cannot grow.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { EmulatorClient, RunningEmulator } from '../../emulator/src/index.js';
import { createTokenHandler } from '../../src/server/index.js';
import type { TokenHandlerOptions } from '../../src/server/index.js';

const handlerUrl = 'https://cinema.example/showtime-token';
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };
const REFUSED = 'Showtime-Token-Refused';

let emulator: RunningEmulator;
let tokenCalls: number;

const countingFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (new URL(url).pathname === '/oauth/token') tokenCalls += 1;
  return fetch(input, init);
};

function client(admin: boolean): EmulatorClient {
  const found = emulator.clients.find((candidate) => candidate.admin === admin);
  assert.ok(found, `the emulator has ${admin ? 'an admin' : 'a non-admin'} client`);
  return found;
}

function handlerWith(overrides: Partial<TokenHandlerOptions> = {}, of = client(false)) {
  return createTokenHandler({
    apiBase: emulator.url,
    clientId: of.id,
    clientSecret: of.secret,
    scope: 'read',
    allowedOrigins: [],
    fetch: countingFetch,
    ...overrides,
  } as TokenHandlerOptions);
}

const tokenRequest = (headers: Record<string, string> = sameOrigin) => new Request(handlerUrl, { headers });

async function tokenOf(response: Response): Promise<string> {
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const platformStatus = async (path: string, token: string) =>
  (await fetch(`${emulator.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;

before(async () => {
  emulator = await startEmulator({ port: 0 });
});

after(() => emulator.close());

beforeEach(() => {
  emulator.reset();
  tokenCalls = 0;
});

describe('token handler: a token mode chosen knowingly', () => {
  it('refuses to start without a scope or clientWideToken, naming proxy mode as the safer choice', () => {
    const demo = client(false);
    assert.throws(
      () =>
        createTokenHandler({ apiBase: emulator.url, clientId: demo.id, clientSecret: demo.secret, allowedOrigins: [] }),
      { name: 'TypeError', message: /pass scope .* or clientWideToken: true .* showtime proxy \(createShowtimeProxy/ },
    );
  });

  it('refuses an empty scope, and a scope beside clientWideToken', () => {
    assert.throws(() => handlerWith({ scope: '' }), { name: 'TypeError', message: /clientWideToken: true/ });
    assert.throws(() => handlerWith({ clientWideToken: true }), {
      name: 'TypeError',
      message: 'createTokenHandler: pass scope or clientWideToken, not both.',
    });
  });

  it('sends its scope: the token it hands out reads showings and is refused the CORS registry', async () => {
    const token = await tokenOf(await handlerWith({}, client(true))(tokenRequest()));
    assert.equal(await platformStatus('/showings?movieId=550', token), 200);
    assert.equal(await platformStatus('/cors-origins', token), 403);
  });

  it('hands a forged-origin script no more than the page gets: the same read-only token', async () => {
    const handler = handlerWith({ allowedOrigins: ['https://partner.example'] });
    const page = await tokenOf(await handler(tokenRequest({ Origin: 'https://partner.example' })));
    const script = await tokenOf(await handler(tokenRequest({ Origin: 'https://partner.example', Referer: 'x' })));
    assert.equal(script, page);
    const writes = await fetch(`${emulator.url}/cors-origins`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${script}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ origin: 'https://attacker.example', category: 'partner' }),
    });
    assert.equal(writes.status, 403);
    assert.ok(!emulator.origins.includes('https://attacker.example'));
  });

  it("hands out the client's own token with clientWideToken: true", async () => {
    const token = await tokenOf(await handlerWith({ scope: undefined, clientWideToken: true })(tokenRequest()));
    assert.equal(await platformStatus('/showings?movieId=550', token), 200);
  });

  it("never hands out an administrator's token: 503 token-handler-misconfigured, one log line saying why", async () => {
    const logged: string[] = [];
    const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
    const handler = handlerWith({ scope: undefined, clientWideToken: true, logger }, client(true));
    const answers = await Promise.all(Array.from({ length: 20 }, () => handler(tokenRequest())));
    const later = await handler(tokenRequest());
    for (const answer of [...answers, later]) {
      assert.equal(answer.status, 503);
      const body = (await answer.json()) as { error: string; access_token?: string };
      assert.equal(body.error, 'token-handler-misconfigured');
      assert.equal(body.access_token, undefined);
    }
    assert.equal(logged.length, 1);
    assert.match(logged[0]!, /may read the CORS registry .* showtime proxy/);
    assert.equal(tokenCalls, 1, 'no platform call once it knows');
  });
});

describe('token handler: renewal of a refused token', () => {
  it('renews once after a platform restart, when the widget reports the refused token', async () => {
    const restartable = await startEmulator({ port: 0 });
    const port = Number(new URL(restartable.url).port);
    const demo = restartable.clients.find((candidate) => !candidate.admin)!;
    const handler = handlerWith({ apiBase: restartable.url, clientId: demo.id, clientSecret: demo.secret });
    const first = await tokenOf(await handler(tokenRequest()));
    await restartable.close();
    // The pooled connections to the closed process end on the next turns; a restart takes longer than that.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restarted = await startEmulator({ port });
    try {
      const status = async (token: string) =>
        (await fetch(`${restarted.url}/showings?movieId=550`, { headers: { Authorization: `Bearer ${token}` } }))
          .status;
      assert.equal(await status(first), 401, 'the restarted platform forgot the token');
      assert.equal(await tokenOf(await handler(tokenRequest())), first, 'unreported, the cached token is kept');
      const report = { ...sameOrigin, [REFUSED]: first.slice(-8) };
      const renewed = await Promise.all(Array.from({ length: 5 }, () => handler(tokenRequest(report))));
      const tokens = new Set(await Promise.all(renewed.map(tokenOf)));
      assert.equal(tokens.size, 1);
      const [second] = [...tokens];
      assert.notEqual(second, first);
      assert.equal(await status(second!), 200);
      assert.equal(tokenCalls, 2, 'one renewal for every report of the dead token');
      assert.equal(await tokenOf(await handler(tokenRequest(report))), second, 'a late report of it renews nothing');
      assert.equal(tokenCalls, 2);
    } finally {
      await restarted.close();
    }
  });

  it('lets a stranger who reports the live token again and again renew it at most once in 30 s', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const handler = handlerWith({ now: () => now });
    let token = await tokenOf(await handler(tokenRequest()));
    for (let round = 0; round < 50; round += 1) {
      token = await tokenOf(await handler(tokenRequest({ ...sameOrigin, [REFUSED]: token.slice(-8) })));
      now += 100;
    }
    assert.equal(tokenCalls, 2);
    now += 30_000;
    await tokenOf(await handler(tokenRequest({ ...sameOrigin, [REFUSED]: token.slice(-8) })));
    assert.equal(tokenCalls, 3);
  });

  it('keeps handing out the token held while a report renews it and the token endpoint fails', async () => {
    const handler = handlerWith();
    const held = await tokenOf(await handler(tokenRequest()));
    emulator.configure({ faults: [{ path: '/oauth/token', status: 503 }] });
    const reported = await handler(tokenRequest({ ...sameOrigin, [REFUSED]: held.slice(-8) }));
    assert.equal(reported.status, 502, 'the report renews nothing: no new token came');
    const visitors = await Promise.all(Array.from({ length: 5 }, () => handler(tokenRequest())));
    assert.deepEqual(await Promise.all(visitors.map(tokenOf)), Array(5).fill(held), 'the token held serves on');
    emulator.configure({ faults: [] });
    const reportedAgain = await handler(tokenRequest({ ...sameOrigin, [REFUSED]: held.slice(-8) }));
    assert.equal(await tokenOf(reportedAgain), held, 'a report within 30 s of the last renews nothing');
  });

  it('sends X-Content-Type-Options: nosniff with every answer', async () => {
    const handler = handlerWith();
    const answers = [
      await handler(tokenRequest()),
      await handler(new Request(handlerUrl, { method: 'OPTIONS', headers: sameOrigin })),
      await handler(new Request(handlerUrl, { method: 'POST' })),
      await handler(tokenRequest({ Origin: 'https://evil.example' })),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 204, 405, 403],
    );
    for (const answer of answers) assert.equal(answer.headers.get('X-Content-Type-Options'), 'nosniff');
  });

  it('ignores a report shorter than 8 characters', async () => {
    const handler = handlerWith();
    const token = await tokenOf(await handler(tokenRequest()));
    await tokenOf(await handler(tokenRequest({ ...sameOrigin, [REFUSED]: token.slice(-1) })));
    assert.equal(tokenCalls, 1);
  });
});

describe('token handler: limits', () => {
  it('answers 429 with Retry-After to a client past its budget of platform work, and never limits a cached token', async () => {
    emulator.configure({ faults: [{ path: '/oauth/token', status: 500 }] });
    const handler = handlerWith({
      clientTokenRequestsPerMinute: 3,
      clientKey: (request) => request.headers.get('X-Client') ?? '',
    });
    const stranger = { ...sameOrigin, 'X-Client': 'stranger' };
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await handler(tokenRequest(stranger))).status);
    assert.deepEqual(statuses, [502, 502, 502, 429, 429]);
    const limited = await handler(tokenRequest(stranger));
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('Retry-After'), '20');
    assert.equal(((await limited.json()) as { error: string }).error, 'rate_limited');
    assert.equal(tokenCalls, 3);
    emulator.configure({ faults: [] });
    const visitor = { ...sameOrigin, 'X-Client': 'visitor' };
    assert.equal((await handler(tokenRequest(visitor))).status, 200, 'another client has a budget of its own');
    for (let index = 0; index < 10; index += 1) assert.equal((await handler(tokenRequest(stranger))).status, 200);
  });

  it('answers 503 with Retry-After when too many requests wait for the platform', async () => {
    emulator.configure({ faults: [{ path: '/oauth/token', latencyMs: 300, times: 1 }] });
    const handler = handlerWith({ maxWaiting: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => handler(tokenRequest())));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 503, 503, 503],
    );
    assert.equal(answers[2]!.headers.get('Retry-After'), '1');
    assert.equal((await handler(tokenRequest())).status, 200, 'a token kept is answered at once');
  });

  it('answers 504 by its deadline when the platform does not answer', async () => {
    emulator.configure({ faults: [{ path: '/oauth/token', latencyMs: 2_000, times: 1 }] });
    const started = performance.now();
    const answer = await handlerWith({ deadlineMs: 200 })(tokenRequest());
    assert.equal(answer.status, 504);
    assert.ok(performance.now() - started < 1_500);
  });

  it('writes one log line a minute for 1,000 refused origins, then says how many it left out', async () => {
    let now = 0;
    const logged: string[] = [];
    const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
    const handler = handlerWith({ logger, now: () => now });
    for (let index = 0; index < 1_000; index += 1) {
      assert.equal((await handler(tokenRequest({ Origin: `https://stranger-${index}.example` }))).status, 403);
    }
    assert.equal(logged.length, 1);
    now += 60_000;
    await handler(tokenRequest({ Origin: 'https://late.example' }));
    assert.equal(logged.length, 2);
    assert.match(logged[1]!, /999 more like it left out/);
  });
});
