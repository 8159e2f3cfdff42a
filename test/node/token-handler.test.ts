// The token handler against the real emulator over HTTP: client credentials, single flight,
// expiry renewal, origin checks and upstream failures.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { createTokenHandler } from '../../src/server/index.js';
import type { TokenHandlerOptions } from '../../src/server/index.js';

const handlerUrl = 'https://cinema.example/showtime-token';
const pageOrigin = 'https://cinema.example';
const partnerOrigin = 'https://partner.example';
const sameOriginHeaders = { 'Sec-Fetch-Site': 'same-origin' };

let emulator: RunningEmulator;
let upstreamCalls: string[];

/** The global fetch, counting what it sends to the platform's token endpoint. */
const countingFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (new URL(url).pathname === '/oauth/token') upstreamCalls.push(String(init?.method ?? 'GET'));
  return fetch(input, init);
};

function handlerWith(overrides: Partial<TokenHandlerOptions> = {}) {
  const client = emulator.clients.find((candidate) => !candidate.admin);
  assert.ok(client, 'the emulator has a non-admin demo client');
  return createTokenHandler({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    scope: 'read',
    allowedOrigins: [partnerOrigin],
    fetch: countingFetch,
    ...overrides,
  });
}

function tokenRequest(headers: Record<string, string> = sameOriginHeaders, method = 'GET') {
  return new Request(handlerUrl, { method, headers });
}

before(async () => {
  emulator = await startEmulator({ port: 0 });
});

after(async () => {
  await emulator.close();
});

beforeEach(() => {
  emulator.reset();
  upstreamCalls = [];
});

describe('token handler: tokens', () => {
  it('answers a platform token that the platform accepts, with no-store caching', async () => {
    const response = await handlerWith()(tokenRequest());
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    assert.match(response.headers.get('Content-Type') ?? '', /^application\/json/);
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.equal(body.token_type, 'Bearer');
    const showings = await fetch(`${emulator.url}/showings?movieId=550`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    assert.equal(showings.status, 200);
  });

  it('makes exactly one call to /oauth/token for 1,000 concurrent requests', async () => {
    const handler = handlerWith();
    const responses = await Promise.all(Array.from({ length: 1000 }, () => handler(tokenRequest())));
    const tokens = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { access_token: string }).access_token),
    );
    console.log(`1,000 concurrent token requests -> ${upstreamCalls.length} call(s) to /oauth/token`);
    assert.deepEqual(upstreamCalls, ['POST']);
    assert.equal(emulator.requests.filter((request) => request.path === '/oauth/token').length, 1);
    assert.deepEqual(new Set(responses.map((response) => response.status)), new Set([200]));
    assert.equal(new Set(tokens).size, 1);
  });

  it('answers the remaining lifetime of the cached token', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const handler = handlerWith({ now: () => now });
    const first = (await (await handler(tokenRequest())).json()) as { expires_in: number };
    now += 1000 * 1000;
    const later = (await (await handler(tokenRequest())).json()) as { expires_in: number };
    assert.equal(later.expires_in, first.expires_in - 1000);
    assert.equal(upstreamCalls.length, 1);
  });

  it('renews the token 60 s before it expires, not earlier', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const handler = handlerWith({ now: () => now });
    const first = (await (await handler(tokenRequest())).json()) as { access_token: string; expires_in: number };
    now += (first.expires_in - 61) * 1000;
    const beforeRenewal = (await (await handler(tokenRequest())).json()) as {
      access_token: string;
      expires_in: number;
    };
    assert.equal(beforeRenewal.access_token, first.access_token);
    assert.equal(upstreamCalls.length, 1);
    now += 2000;
    const renewed = (await (await handler(tokenRequest())).json()) as { access_token: string; expires_in: number };
    assert.equal(upstreamCalls.length, 2);
    assert.notEqual(renewed.access_token, first.access_token);
    assert.equal(renewed.expires_in, first.expires_in);
  });

  it('renews a short-lived token at 90% of its lifetime', async () => {
    let now = 0;
    const shortLived: typeof fetch = async (input, init) => {
      const response = await countingFetch(input, init);
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, expires_in: 100 }, { status: response.status });
    };
    const handler = handlerWith({ now: () => now, fetch: shortLived });
    await handler(tokenRequest());
    now = 89_000;
    await handler(tokenRequest());
    assert.equal(upstreamCalls.length, 1);
    now = 90_000;
    await handler(tokenRequest());
    assert.equal(upstreamCalls.length, 2);
  });
});

describe('token handler: who may ask', () => {
  async function statusFor(headers: Record<string, string>) {
    return (await handlerWith()(tokenRequest(headers))).status;
  }

  it('serves an allowed Origin with CORS headers for credentials', async () => {
    const response = await handlerWith()(tokenRequest({ Origin: partnerOrigin, 'Sec-Fetch-Site': 'cross-site' }));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), partnerOrigin);
    assert.equal(response.headers.get('Access-Control-Allow-Credentials'), 'true');
    assert.equal(response.headers.get('Vary'), 'Origin');
  });

  it('refuses an Origin that is not allowed with 403 JSON and no token, readable by that page (no credentials)', async () => {
    const response = await handlerWith()(
      tokenRequest({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
    );
    assert.equal(response.status, 403);
    // The refused page may read why, so the widget can name it; it gets no token and no cookies.
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), 'https://evil.example');
    assert.equal(response.headers.get('Access-Control-Allow-Credentials'), null);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.error, 'origin_not_allowed');
    assert.equal(body.message, 'No token for this request: origin https://evil.example is not allowed.');
    assert.equal(body.access_token, undefined);
    assert.deepEqual(upstreamCalls, []);
  });

  it('tells its logger of a refused origin and of an upstream failure, never the secret', async () => {
    const told: string[] = [];
    const logger = {
      warn: (message: string) => told.push(`warn ${message}`),
      error: (message: string) => told.push(`error ${message}`),
    };
    await handlerWith({ logger })(tokenRequest({ Origin: 'https://evil.example' }));
    await handlerWith({ logger, clientSecret: 'wrong-secret-0f9e8d7c6b5a' })(tokenRequest());
    assert.deepEqual(told, [
      'warn showtime-finder token handler: No token for this request: origin https://evil.example is not allowed.',
      'error showtime-finder token handler: invalid_client: The Cinema Platform refused the token request with 401 (invalid_client).',
    ]);
  });

  it("serves the handler's own origin and a same-origin request without Origin", async () => {
    assert.equal(await statusFor({ Origin: pageOrigin }), 200);
    assert.equal(await statusFor({ 'Sec-Fetch-Site': 'same-origin' }), 200);
  });

  it('decides by the Referer when neither Origin nor a same-origin Sec-Fetch-Site is sent', async () => {
    assert.equal(await statusFor({ Referer: `${partnerOrigin}/films/550?x=1` }), 200);
    assert.equal(await statusFor({ 'Sec-Fetch-Site': 'cross-site', Referer: `${partnerOrigin}/films` }), 200);
    assert.equal(await statusFor({ 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/page' }), 403);
    assert.equal(await statusFor({ Referer: 'https://evil.example/page' }), 403);
  });

  it('refuses a request that does not say where it comes from', async () => {
    assert.equal(await statusFor({}), 403);
    assert.equal(await statusFor({ 'Sec-Fetch-Site': 'cross-site' }), 403);
    assert.equal(await statusFor({ 'Sec-Fetch-Site': 'none' }), 403);
  });

  it('answers HEAD without a body, OPTIONS with the allowed methods, and refuses POST with 405', async () => {
    const handler = handlerWith();
    const head = await handler(tokenRequest(sameOriginHeaders, 'HEAD'));
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    const options = await handler(tokenRequest({ Origin: partnerOrigin }, 'OPTIONS'));
    assert.equal(options.status, 204);
    assert.equal(options.headers.get('Allow'), 'GET, HEAD, OPTIONS');
    assert.equal(options.headers.get('Access-Control-Allow-Origin'), partnerOrigin);
    const post = await handler(tokenRequest(sameOriginHeaders, 'POST'));
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('Allow'), 'GET, HEAD, OPTIONS');
  });
});

describe('token handler: upstream failures', () => {
  it('turns a refused client secret into a 502 with the upstream error code and no secret anywhere', async () => {
    const secret = 'wrong-secret-0f9e8d7c6b5a';
    const logged: unknown[] = [];
    const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const originals = consoleMethods.map((name) => console[name]);
    for (const name of consoleMethods) console[name] = (...args: unknown[]) => void logged.push(...args);
    let response: Response;
    try {
      response = await handlerWith({ clientSecret: secret })(tokenRequest());
    } finally {
      consoleMethods.forEach((name, index) => (console[name] = originals[index] as (typeof console)[typeof name]));
    }
    assert.equal(response.status, 502);
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    const text = await response.text();
    assert.deepEqual(JSON.parse(text), {
      error: 'invalid_client',
      message: 'The Cinema Platform refused the token request with 401 (invalid_client).',
    });
    const headers = [...response.headers].flat().join('\n');
    for (const place of [text, headers, logged.map(String).join('\n')]) assert.equal(place.includes(secret), false);
  });

  it('answers 502 with the platform error code for a 500, and asks again on the next request', async () => {
    emulator.configure({ faults: [{ path: '/oauth/token', status: 500, times: 1 }] });
    const handler = handlerWith();
    const failed = await handler(tokenRequest());
    assert.equal(failed.status, 502);
    assert.equal(((await failed.json()) as { error: string }).error, 'server_error');
    const retried = await handler(tokenRequest());
    assert.equal(retried.status, 200);
    assert.equal(upstreamCalls.length, 2);
  });

  it('answers 502 upstream_bad_response when the platform answers garbage', async () => {
    emulator.configure({ faults: [{ path: '/oauth/token', body: 'malformed', times: 1 }] });
    const response = await handlerWith()(tokenRequest());
    assert.equal(response.status, 502);
    assert.equal(((await response.json()) as { error: string }).error, 'upstream_bad_response');
  });

  it('answers 502 upstream_unreachable when the platform is down', async () => {
    const closed = await startEmulator({ port: 0 });
    const apiBase = closed.url;
    await closed.close();
    const response = await handlerWith({ apiBase })(tokenRequest());
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), {
      error: 'upstream_unreachable',
      message: `Could not reach the Cinema Platform at ${apiBase}.`,
    });
  });

  it('refuses a configuration that cannot work when it is created', () => {
    assert.throws(() => handlerWith({ apiBase: 'not a url' }), {
      name: 'TypeError',
      message: 'createTokenHandler: apiBase "not a url" is not an http(s) URL.',
    });
    assert.throws(() => handlerWith({ apiBase: 'ftp://platform.example' }), {
      name: 'TypeError',
      message: 'createTokenHandler: apiBase "ftp://platform.example" is not an http(s) URL.',
    });
    assert.throws(() => handlerWith({ allowedOrigins: ['cinema.example'] }), {
      name: 'TypeError',
      message: 'createTokenHandler: allowedOrigins[0] "cinema.example" is not an origin like https://cinema.example.',
    });
    assert.throws(() => handlerWith({ clientSecret: '' }), { name: 'TypeError' });
  });
});
