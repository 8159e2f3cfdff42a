import { expect } from '@open-wc/testing';
import type { AttributeProperty, AttributeValues } from '../../src/config/attributes.js';
import type { ConfigResult } from '../../src/config/config.js';
import { parseConfig } from '../../src/config/config.js';
import { ShowtimeFinderError } from '../../src/common/errors.js';

const page = 'https://cinema.example/program/index.html';
const none: AttributeValues = {
  apiBase: null,
  token: null,
  tokenUrl: null,
  movie: null,
  cinemaIds: null,
  days: null,
  dayStart: null,
  lang: null,
  timeZone: null,
  near: null,
  proxyUrl: null,
  showtimeAction: null,
};
const valid: AttributeValues = { ...none, apiBase: 'https://api.example', tokenUrl: '/showtime-token', movie: '550' };

function parse(values: Partial<AttributeValues>, hasTokenProvider = false): ConfigResult {
  return parseConfig({ ...valid, ...values }, { hasTokenProvider, baseUrl: page });
}

/** The error message of an invalid configuration; fails the test for a valid one. */
function message(values: Partial<AttributeValues>, hasTokenProvider = false): string {
  const result = parse(values, hasTokenProvider);
  if (result.ok) throw new Error(`expected invalid-config for ${JSON.stringify(values)}`);
  expect(result.error).to.be.instanceOf(ShowtimeFinderError);
  expect(result.error.code).to.equal('invalid-config');
  return result.error.message;
}

describe('config: a valid configuration and its defaults', () => {
  it('gives movie mode with 7 days from 03:00 and nothing else set', () => {
    expect(parse({})).to.deep.equal({
      ok: true,
      config: {
        apiBase: 'https://api.example',
        tokenUrl: 'https://cinema.example/showtime-token',
        movie: '550',
        cinemaIds: [],
        days: 7,
        dayStartMinutes: 180,
        showtimeAction: 'book',
        mode: 'movie',
      },
    });
  });

  it('reads every attribute', () => {
    const result = parse({
      apiBase: ' https://api.example/v1/ ',
      token: 'eyJhbGciOi.J9.x-y_z',
      tokenUrl: 'https://auth.example/token',
      movie: ' tt0137523 ',
      cinemaIds: '12, 34,12 ,56,',
      days: '14',
      dayStart: '05:30',
      lang: 'de-ch',
      timeZone: 'Europe/Zurich',
      near: '47.3769, 8.5417',
      showtimeAction: ' details ',
    });
    expect(result).to.deep.equal({
      ok: true,
      config: {
        apiBase: 'https://api.example/v1',
        token: 'eyJhbGciOi.J9.x-y_z',
        tokenUrl: 'https://auth.example/token',
        movie: 'tt0137523',
        cinemaIds: [12, 34, 56],
        days: 14,
        dayStartMinutes: 330,
        lang: 'de-CH',
        timeZone: 'Europe/Zurich',
        near: { lat: 47.3769, lng: 8.5417 },
        showtimeAction: 'details',
        mode: 'movie-at-cinemas',
      },
    });
  });

  it('reads a POSIX locale name as its BCP 47 tag: de_DE is de-DE, en_us is en-US', () => {
    const german = parse({ lang: 'de_DE' });
    expect(german.ok && german.config.lang).to.equal('de-DE');
    const american = parse({ lang: 'en_us' });
    expect(american.ok && american.config.lang).to.equal('en-US');
  });

  it('gives cinema mode for cinema-ids without a movie', () => {
    const result = parse({ movie: null, cinemaIds: '7' });
    expect(result.ok && result.config.mode).to.equal('cinema');
    expect(result.ok && result.config.cinemaIds).to.deep.equal([7]);
  });

  it('drops trailing slashes from api-base', () => {
    const result = parse({ apiBase: 'https://cinema.example/cinema-api//' });
    expect(result.ok && result.config.apiBase).to.equal('https://cinema.example/cinema-api');
    const origin = parse({ apiBase: 'http://127.0.0.1:8787/' });
    expect(origin.ok && origin.config.apiBase).to.equal('http://127.0.0.1:8787');
  });

  it('takes proxy-url, relative to the page, as where requests go, with no api-base or token source', () => {
    expect(parse({ apiBase: null, tokenUrl: null, proxyUrl: ' /showtime-api/ ' })).to.deep.equal({
      ok: true,
      config: {
        apiBase: 'https://cinema.example/showtime-api',
        proxied: true,
        movie: '550',
        cinemaIds: [],
        days: 7,
        dayStartMinutes: 180,
        showtimeAction: 'book',
        mode: 'movie',
      },
    });
  });

  it('names both attributes when proxy-url comes with api-base, token or token-url', () => {
    expect(message({ proxyUrl: '/showtime-api', token: 'abc' })).to.equal(
      'proxy-url is set with api-base, token, token-url: the proxy reads the platform with its own token, so set ' +
        'proxy-url alone, or those without it.',
    );
    expect(message({ apiBase: null, tokenUrl: null, proxyUrl: '/api?x=1' })).to.equal(
      'proxy-url="/api?x=1": expected an http(s) URL without query, fragment or credentials.',
    );
  });

  it('accepts the tokenProvider property as the only token source', () => {
    const result = parse({ tokenUrl: null }, true);
    expect(result.ok).to.equal(true);
    expect(result.ok && 'token' in result.config).to.equal(false);
    expect(result.ok && 'tokenUrl' in result.config).to.equal(false);
  });

  it('takes day-start 00:00 as calendar days and 23:59 as the last start there is', () => {
    const midnight = parse({ dayStart: '00:00' });
    expect(midnight.ok && midnight.config.dayStartMinutes).to.equal(0);
    const late = parse({ dayStart: '23:59' });
    expect(late.ok && late.config.dayStartMinutes).to.equal(1439);
  });

  it('accepts days from 1 to 31', () => {
    const one = parse({ days: '1' });
    expect(one.ok && one.config.days).to.equal(1);
    const most = parse({ days: '31' });
    expect(most.ok && most.config.days).to.equal(31);
  });

  it('treats blank optional attributes as absent', () => {
    const result = parse({ days: '', dayStart: '  ', lang: '', timeZone: ' ', near: '', token: '', cinemaIds: '' });
    expect(result).to.deep.equal(parse({}));
  });
});

describe('config: every invalid value is named with what is expected', () => {
  it('requires api-base', () => {
    expect(message({ apiBase: null })).to.equal('Set api-base (the Cinema Platform base URL).');
    expect(message({ apiBase: '   ' })).to.equal('Set api-base (the Cinema Platform base URL).');
  });

  it('refuses an api-base that is not an http(s) URL fit for appending paths', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://api.example',
      'https://user:secret@api.example',
      'https://api.example/?key=1',
      'https://api.example/#top',
      'http://[::1',
      // Relative values would resolve against the page: api-base must say where the platform is.
      '127.0.0.1:38937',
      '/cinema-api',
      '../cinema-api',
    ]) {
      expect(message({ apiBase: bad }), bad).to.equal(
        `api-base=${JSON.stringify(bad)}: expected an absolute http(s) URL without query, fragment or credentials.`,
      );
    }
  });

  it('requires a token source', () => {
    expect(message({ tokenUrl: null })).to.equal('Set token, token-url or the tokenProvider property.');
  });

  it('refuses a token with spaces or control characters without repeating it', () => {
    const text = message({ token: 'secret token\n' });
    expect(text).to.equal('token: expected printable characters, no spaces (value not shown).');
    expect(text).not.to.contain('secret');
  });

  it('refuses a token-url that is not http(s) or carries credentials', () => {
    for (const bad of ['javascript:fetch(1)', 'data:application/json,{}', 'https://user:pw@cinema.example/token']) {
      expect(message({ tokenUrl: bad }), bad).to.equal(
        `token-url=${JSON.stringify(bad)}: expected an http(s) URL without credentials.`,
      );
    }
  });

  it('requires movie or cinema-ids', () => {
    expect(message({ movie: null })).to.equal('Set movie, cinema-ids or both.');
  });

  it('refuses a movie id that is neither numeric nor a legacy id', () => {
    for (const bad of [
      '0',
      '0550',
      '12.5',
      '-3',
      'abc def',
      '_abc',
      '../550',
      '9007199254740993',
      'a'.repeat(65),
      '<script>',
    ]) {
      expect(message({ movie: bad }), bad).to.equal(
        `movie=${JSON.stringify(bad)}: expected a numeric id (550) or a legacy id of up to 64 letters, digits, _ and -.`,
      );
    }
  });

  it('refuses cinema-ids that are not positive whole numbers', () => {
    for (const bad of ['abc', '12;34', '0', '12, -3', '1.5', ',', '12 34']) {
      expect(message({ cinemaIds: bad }), bad).to.equal(
        `cinema-ids=${JSON.stringify(bad)}: expected numeric ids such as 12,34.`,
      );
    }
  });

  it('refuses days outside 1 to 31 or not whole', () => {
    expect(message({ days: 'abc' })).to.equal('days="abc": expected a whole number from 1 to 31.');
    for (const bad of ['0', '32', '7.5', '-1', '1e1', '07']) {
      expect(message({ days: bad }), bad).to.equal(
        `days=${JSON.stringify(bad)}: expected a whole number from 1 to 31.`,
      );
    }
  });

  it('refuses a day-start that is not HH:mm within a day', () => {
    for (const bad of ['24:00', '3:00', '03:60', '0300', '3am', '03:00:00']) {
      expect(message({ dayStart: bad }), bad).to.equal(
        `day-start=${JSON.stringify(bad)}: expected HH:mm from 00:00 to 23:59.`,
      );
    }
  });

  it('refuses a lang that is not a BCP 47 tag', () => {
    for (const bad of ['english!', 'x', 'de--CH', 'de__CH']) {
      expect(message({ lang: bad }), bad).to.equal(`lang=${JSON.stringify(bad)}: expected a BCP 47 tag such as de-CH.`);
    }
  });

  it('refuses a time-zone that is not an IANA name', () => {
    for (const bad of ['Berlin', '+01:00', 'CET+1', 'Mars/Olympus_Mons']) {
      expect(message({ timeZone: bad }), bad).to.equal(
        `time-zone=${JSON.stringify(bad)}: expected an IANA time zone such as Europe/Berlin.`,
      );
    }
  });

  it('refuses a showtime-action other than book or details, naming it', () => {
    for (const bad of ['sheet', 'Details', 'book details', 'open']) {
      expect(message({ showtimeAction: bad }), bad).to.equal(
        `showtime-action=${JSON.stringify(bad)}: expected book or details.`,
      );
    }
  });

  it('refuses near outside the globe or not lat,lng', () => {
    for (const bad of ['91,0', '0,181', '-90.5,10', '52.52', '52.52;13.4', 'here', '1e1,2']) {
      expect(message({ near: bad }), bad).to.equal(
        `near=${JSON.stringify(bad)}: expected latitude,longitude such as 52.52,13.405.`,
      );
    }
  });

  it('names every problem at once', () => {
    expect(message({ apiBase: null, days: '0', near: 'x' })).to.equal(
      'Set api-base (the Cinema Platform base URL). ' +
        'days="0": expected a whole number from 1 to 31. ' +
        'near="x": expected latitude,longitude such as 52.52,13.405.',
    );
  });

  it('shows quotes and line breaks in a value escaped and cuts a long value', () => {
    expect(message({ days: 'a"b\nc' })).to.equal('days="a\\"b\\nc": expected a whole number from 1 to 31.');
    expect(message({ days: '9'.repeat(200) })).to.equal(
      `days="${'9'.repeat(80)}…": expected a whole number from 1 to 31.`,
    );
  });

  it('never throws, whatever the page puts in the attributes', () => {
    const nasty = [
      '\u0000',
      '\uD800',
      '%%%',
      '🎬',
      '"><img src=x onerror=alert(1)>',
      'x'.repeat(100_000),
      '__proto__',
      'constructor',
    ];
    for (const value of nasty) {
      for (const key of Object.keys(none) as AttributeProperty[]) {
        const result = parseConfig({ ...valid, [key]: value }, { hasTokenProvider: false, baseUrl: page });
        expect(typeof result.ok, `${key}=${value.slice(0, 20)}`).to.equal('boolean');
      }
    }
  });
});

describe('config: values a script set on the typed properties', () => {
  it('reads days, cinemaIds and near as it reads their attribute texts', () => {
    expect(parse({ days: 14, cinemaIds: [12, 34, 12, 56], near: { lat: 47.3769, lng: 8.5417 } })).to.deep.equal(
      parse({ days: '14', cinemaIds: '12, 34,12 ,56,', near: '47.3769, 8.5417' }),
    );
  });

  it('reads a string a script set as the text form, and a number on movie as its digits', () => {
    expect(parse({ days: '14', movie: 550 })).to.deep.equal(parse({ days: '14', movie: '550' }));
  });

  it('treats no cinema ids as absent', () => {
    expect(parse({ cinemaIds: [] })).to.deep.equal(parse({}));
    expect(message({ movie: null, cinemaIds: [] })).to.equal('Set movie, cinema-ids or both.');
  });

  it('names a value of the wrong type or out of range as JSON writes it', () => {
    const cases: [Partial<AttributeValues>, string][] = [
      [{ days: 7.5 }, 'days=7.5: expected a whole number from 1 to 31.'],
      [{ days: Number.NaN }, 'days=NaN: expected a whole number from 1 to 31.'],
      [{ days: 32 }, 'days=32: expected a whole number from 1 to 31.'],
      [{ days: [7] }, 'days=[7]: expected a whole number from 1 to 31.'],
      [{ cinemaIds: 12 }, 'cinema-ids=12: expected numeric ids such as 12,34.'],
      [{ cinemaIds: [12, '34'] }, 'cinema-ids=[12,"34"]: expected numeric ids such as 12,34.'],
      [{ cinemaIds: [1.5] }, 'cinema-ids=[1.5]: expected numeric ids such as 12,34.'],
      [{ near: { lat: 91, lng: 0 } }, 'near={"lat":91,"lng":0}: expected latitude,longitude such as 52.52,13.405.'],
      [{ near: [52.52, 13.405] }, 'near=[52.52,13.405]: expected latitude,longitude such as 52.52,13.405.'],
      [
        { near: { lat: '52', lng: '13' } },
        'near={"lat":"52","lng":"13"}: expected latitude,longitude such as 52.52,13.405.',
      ],
      [
        { movie: { id: 550 } },
        'movie={"id":550}: expected a numeric id (550) or a legacy id of up to 64 letters, digits, _ and -.',
      ],
    ];
    for (const [values, expected] of cases) expect(message(values), expected).to.equal(expected);
  });

  it('never throws for a value JSON cannot write, and names it by its type', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    const cases: [unknown, string][] = [
      [cycle, 'object'],
      [10n, 'bigint'],
      [Symbol('x'), 'symbol'],
      [() => 7, 'function'],
    ];
    for (const [value, type] of cases) {
      expect(message({ days: value }), type).to.equal(`days=${type}: expected a whole number from 1 to 31.`);
    }
    expect(message({ near: Object.create(null) })).to.equal(
      'near={}: expected latitude,longitude such as 52.52,13.405.',
    );
  });
});
