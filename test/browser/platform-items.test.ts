// Items the widget cannot read are skipped and counted, and the rest is kept. The emulator only
// serves well-formed showings, so this list comes from a route of the test server
// (test/support/token-route-plugin.ts), reached through an api-base with a path prefix.
import { expect } from '@open-wc/testing';
import { platformClient } from '../../src/platform/client.js';
import { tokenSource } from '../../src/platform/token-source.js';
import { parseJson, retryAfterMs } from '../../src/platform/response.js';
import { movieShowings, scheduleOf } from '../support/programs.js';

describe('items', () => {
  it('skips and counts showings without a numeric id, without a start time or with a mistyped field, reads null as absent, and warns once', async () => {
    const apiBase = `${location.origin}/odd-platform`;
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    const result = await movieShowings(platformClient(apiBase, tokenSource({ token: 'any' })), 550, {
      window: undefined,
    }).finally(() => (console.warn = warn));
    expect(result.showings.map((showing) => showing.id)).to.deep.equal([1, 3]);
    expect(result.showings[1]?.isImax).to.equal(undefined);
    expect(result.showings[1]).to.not.have.property('highlightText');
    expect(result.skipped).to.equal(3);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      new RegExp(
        `^showtime-finder: GET ${apiBase}/showings\\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100: skipped 3/5 bad items \\(first: id: .+\\)\\.$`,
      ),
    );
  });
});

describe('coordinates', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const read = (latitude: unknown, longitude: unknown) => {
    const cinema = { id: 7, name: 'Kino', timezone: 'Europe/Berlin', latitude, longitude };
    const item = { id: 1, startDatetime: '2026-11-22T20:00:00+01:00', cinema };
    return scheduleOf([item], { now, days: 7, dayStartMinutes: 180, viewerTimeZone: 'UTC' }).cinemas[0];
  };

  it('reads decimal strings (the spec) and numbers alike', () => {
    expect(read('52.5058', '13.3372')).to.include({ latitude: 52.5058, longitude: 13.3372 });
    expect(read(52.5058, 13.3372)).to.include({ latitude: 52.5058, longitude: 13.3372 });
  });

  it('places no cinema by coordinates of another kind, and keeps its showing', () => {
    for (const [latitude, longitude] of [
      [true, 13.3],
      [{ deg: 52 }, 13.3],
      ['north', '13.3'],
    ]) {
      const cinema = read(latitude, longitude);
      expect(cinema, JSON.stringify(latitude)).to.include({ id: 7, name: 'Kino' });
      expect(cinema).to.not.have.property('latitude');
      expect(cinema).to.not.have.property('longitude');
    }
  });
});

describe('JSON', () => {
  it('reads null as absent at every depth: fields dropped, array items undefined', () => {
    const read = parseJson('{"a":null,"b":{"c":null,"d":[null,1,{"e":null,"f":"null"}]},"g":[[null]]}');
    expect(read).to.deep.equal({ b: { d: [undefined, 1, { f: 'null' }] }, g: [[undefined]] });
    expect(read).to.not.have.property('a');
    expect((read as { b: object }).b).to.not.have.property('c');
    expect(parseJson('null')).to.equal(undefined);
    expect(parseJson('[]')).to.deep.equal([]);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP-dates, and nothing else', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(retryAfterMs('7', now)).to.equal(7000);
    expect(retryAfterMs('Sun, 22 Nov 2026 12:00:30 GMT', now)).to.equal(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 11:59:00 GMT', now)).to.equal(0);
    expect(retryAfterMs('soon', now)).to.equal(undefined);
    expect(retryAfterMs(null, now)).to.equal(undefined);
  });
});
