// A request's timeout and its caller's abort must end it even when a garbage collection runs while it waits. WebKit
// (2.50; Safari alike) holds the AbortSignal.any() signal of a fetch only weakly: when nothing else keeps it, a
// collection takes it, and its aborts with it, and the request then waits for the server however long it takes.
// getJson keeps its signal in reach (src/platform/request.ts); these tests make the collections happen, and fail in
// WebKit without it. The token-url's request keeps its signal the same way (token-source.ts), untested here: its one
// timeout, 15 s, is too long for a test, and a test of its abort passed without the fix too (the server saw the
// request cut either way), so it could not fail.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { getJson, sleep } from '../../src/platform/request.js';
import type { RequestPolicy } from '../../src/platform/request.js';
import { tokenSource } from '../../src/platform/token-source.js';
import { abortReason, rejection } from '../support/rejections.js';
import { configureEmulator, fetchToken, resetEmulator, startEmulator } from '../support/emulator.js';

/** One attempt, which gives up after 0.2 s: the slow answers below take 3 s. */
const policy: RequestPolicy = { timeoutMs: 200, retries: 0, backoffMs: 1, sleep };

/** An answer whose headers and first bytes come at once, and whose end comes 3 s later (test server): one per test. */
const stallingUrl = (test: string) => `${location.origin}/stalling-platform/${test}`;

/** How the stalling answer at `url` ended: 'cut' when the page ended the request, 'sent' when it ran to its end. */
function outcome(url: string): Promise<unknown> {
  const { pathname, search } = new URL(url);
  return executeServerCommand('stalling-outcome', { url: pathname + search });
}

/**
 * Runs `work` while the page makes a million small objects of garbage every 20 ms, so that collections run while a
 * request waits, as they do on a page of many widgets.
 */
async function whileCollecting<T>(work: () => Promise<T>): Promise<T> {
  const churn = setInterval(() => {
    for (let round = 0; round < 100; round++) Array.from({ length: 10_000 }, (_, index) => ({ index }));
  }, 20);
  try {
    return await work();
  } finally {
    clearInterval(churn);
  }
}

describe('timeouts and aborts through garbage collections', () => {
  let slowUrl: string;
  let token: string;

  before(async () => {
    const emulator = await startEmulator();
    token = await fetchToken(emulator);
    slowUrl = `${emulator.url}/showings?movieId=550`;
  });

  beforeEach(async () => {
    await resetEmulator();
    await configureEmulator({ faults: [{ path: '/showings', latencyMs: 3000 }] });
  });

  it('times out while the answer has not begun', async () => {
    const error = await rejection(
      whileCollecting(() =>
        getJson(slowUrl, { tokens: tokenSource({ token }), policy, signal: new AbortController().signal }),
      ),
    );
    expect(error.code).to.equal('network');
    expect(error.message).to.equal(`No answer to GET ${slowUrl} within 0.2 s. Check the connection.`);
  });

  it('times out while the answer stalls half way, as network, not as a body cut off', async () => {
    const url = stallingUrl('list-timeout');
    const error = await rejection(
      whileCollecting(() => getJson(url, { tokens: null, policy, signal: new AbortController().signal })),
    );
    expect(error.code).to.equal('network');
    expect(error.message).to.equal(`No answer to GET ${url} within 0.2 s. Check the connection.`);
    expect(await outcome(url)).to.equal('cut');
  });

  it("ends at the caller's abort while the answer has not begun", async () => {
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);
    const patient = { ...policy, timeoutMs: 60_000 };
    await abortReason(
      whileCollecting(() =>
        getJson(slowUrl, { tokens: tokenSource({ token }), policy: patient, signal: caller.signal }),
      ),
    );
  });

  it("ends at the caller's abort while the answer stalls half way", async () => {
    const url = stallingUrl('list-abort');
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);
    const patient = { ...policy, timeoutMs: 60_000 };
    await abortReason(whileCollecting(() => getJson(url, { tokens: null, policy: patient, signal: caller.signal })));
    expect(await outcome(url)).to.equal('cut');
  });
});
