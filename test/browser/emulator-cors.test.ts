import { expect } from '@open-wc/testing';
import {
  configureEmulator,
  deactivatePageOrigin,
  fetchToken,
  resetEmulator,
  setClock,
  startEmulator,
} from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';

describe('emulator CORS, seen from a page on another origin', () => {
  let emulator: EmulatorInfo;

  beforeEach(async () => {
    emulator = await startEmulator();
  });

  afterEach(resetEmulator);

  it('serves the test page from an origin that is not the emulator', () => {
    expect(emulator.pageOrigin).to.equal(window.location.origin);
    expect(new URL(emulator.url).origin).not.to.equal(window.location.origin);
    expect(emulator.origins).to.include(window.location.origin);
  });

  it('lets a registered origin read a 200 with its body', async () => {
    const token = await fetchToken(emulator);
    const response = await fetch(`${emulator.url}/cinemas/101`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.include({ id: 101, timezone: 'Europe/Berlin' });
  });

  it('lets a registered origin read a 401, its error code and WWW-Authenticate', async () => {
    const response = await fetch(`${emulator.url}/cinemas`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(response.status).to.equal(401);
    expect(response.headers.get('WWW-Authenticate')).to.equal('Bearer error="invalid_token"');
    expect((await response.json()).error).to.equal('invalid_token');
  });

  it('lets a registered origin read a 429 and its Retry-After', async () => {
    const token = await fetchToken(emulator);
    await configureEmulator({ faults: [{ path: '/showings', status: 429, retryAfter: 7, times: 1 }] });
    const response = await fetch(`${emulator.url}/showings?movieId=550`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).to.equal(429);
    expect(response.headers.get('Retry-After')).to.equal('7');
  });

  it('blocks the same requests once the page origin is deactivated through the admin API', async () => {
    const token = await fetchToken(emulator);
    await deactivatePageOrigin();
    const blocked = (url: string) =>
      fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then(
        () => 'readable',
        (error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)),
      );
    expect(await blocked(`${emulator.url}/cinemas/101`)).to.equal('TypeError');
    expect(await blocked(`${emulator.url}/cinemas/999999`)).to.equal('TypeError');
    expect(await blocked(`${emulator.url}/cinemas`)).to.equal('TypeError');
  });
});

describe('emulator plugin clock', () => {
  afterEach(async () => {
    await setClock(null);
    await resetEmulator();
  });

  it('pins the page clock and the emulator clock to the same instant, timers still running', async () => {
    const emulator = await startEmulator();
    await setClock('2026-11-22T12:00:00Z');
    expect(new Date().toISOString()).to.equal('2026-11-22T12:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).to.equal(Date.parse('2026-11-22T12:00:00Z'));
    const token = await fetchToken(emulator);
    const response = await fetch(`${emulator.url}/cinemas/101/showings-future?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [first] = (await response.json()).data as { startDatetime: string }[];
    // At 13:00 in Berlin the next showing is still on that local day, and after the instant.
    expect(first!.startDatetime.slice(0, 11)).to.equal('2026-11-22T');
    expect(Date.parse(first!.startDatetime)).to.be.greaterThan(Date.now());
  });

  it('lets the page clock run again after setClock(null)', async () => {
    await startEmulator();
    await setClock('2026-01-01T00:00:00Z');
    await setClock(null);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(before).to.be.greaterThan(Date.parse('2026-06-01T00:00:00Z'));
    expect(Date.now()).to.be.greaterThan(before);
  });
});
