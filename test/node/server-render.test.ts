// renderShowtimeFinder against the real emulator through a real proxy: the element's HTML with its declarative shadow
// root (the first day's first screen), the structured data and the programs it drew from in its light DOM, read through
// the proxy's cache, platform texts escaped, and bad attributes refused with a clear 400.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { renderShowtimeFinder, RenderError } from '../../src/server/index.js';
import type { Program } from '../../src/program/program.js';
import { BASE_PATH, proxyFor } from '../support/proxy-harness.js';
import { schemaErrors } from '../support/program-schema.js';
import { showingsReads } from '../support/showings-reads.js';

const NOW = '2026-11-22T11:00:00Z';
const now = () => Date.parse(NOW);
const MOVIE = { 'proxy-url': BASE_PATH, movie: '550', lang: 'en' };
const HOSTILE = '</template><script>globalThis.__xss = 1</script>';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** The light DOM's scripts of a type, parsed. */
function scripts(html: string, type: string): unknown[] {
  const pattern = new RegExp(`<script type="${type}"[^>]*>(.*?)</script>`, 'g');
  return [...html.matchAll(pattern)].map((match) => JSON.parse(match[1]!));
}

describe('renderShowtimeFinder', () => {
  it('renders the element with a declarative shadow root of the first day, its structured data and its programs', async () => {
    const { proxy } = proxyFor(emulator);
    const html = await renderShowtimeFinder(MOVIE, { proxy, now });
    assert.match(
      html,
      /^<showtime-finder proxy-url="\/showtime-api\/" movie="550" lang="en"><template shadowrootmode="open"><style>/,
    );
    const programs = scripts(html, 'application/json') as Program[];
    assert.ok(programs.length >= 1);
    for (const program of programs) assert.deepEqual(schemaErrors(program), []);
    // Every showtime drawn is one of the embedded programs' showings, and each is described once.
    const drawn = [...html.matchAll(/part="showtime"[^>]*data-showing-id="(\d+)"/g)].map((match) => Number(match[1]));
    const embedded = new Set(programs.flatMap((program) => program.showings.map((showing) => showing.id)));
    assert.ok(drawn.length > 0);
    assert.deepEqual(
      drawn.filter((id) => !embedded.has(id)),
      [],
    );
    const [graph] = scripts(html, 'application/ld\\+json') as [{ '@graph': { startDate: string }[] }];
    assert.ok(graph['@graph'].length >= drawn.length);
    // The first day's strip: the day chosen, and the days after it offered.
    assert.match(html, /part="day"[^>]*data-date="2026-11-22"/);
  });

  it('reads the programs through the proxy cache: a second page costs the platform nothing', async () => {
    const { proxy } = proxyFor(emulator);
    const first = await renderShowtimeFinder(MOVIE, { proxy, now });
    const reads = showingsReads(emulator);
    assert.ok(reads > 0);
    const second = await renderShowtimeFinder(MOVIE, { proxy, now });
    assert.equal(showingsReads(emulator), reads);
    assert.equal(second, first);
  });

  it('draws a cinema named like markup as text, in the shadow root and in the light DOM', async () => {
    const program = scripts(
      await renderShowtimeFinder(MOVIE, { proxy: proxyFor(emulator).proxy, now }),
      'application/json',
    )[0] as Program;
    const name = program.cinemas[0]!.name!;
    const hostile = proxyFor(emulator, {
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        const text = (await answer.text()).replaceAll(JSON.stringify(name), JSON.stringify(HOSTILE));
        return new Response(text, { status: answer.status, headers: answer.headers });
      },
    });
    const html = await renderShowtimeFinder(MOVIE, { proxy: hostile.proxy, now });
    assert.ok(!html.includes('<script>globalThis'), 'no script element made from a platform text');
    assert.equal(html.match(/<\/template>/g)?.length, 1, 'one template, the shadow root, ended once');
    assert.ok(
      html.includes('&lt;/template&gt;&lt;script&gt;globalThis.__xss = 1&lt;/script&gt;'),
      'the name drawn as text',
    );
    const embedded = scripts(html, 'application/json') as Program[];
    assert.equal(embedded[0]!.cinemas.find((cinema) => cinema.id === program.cinemas[0]!.id)?.name, HOSTILE);
  });

  it('refuses attributes that are no proxy mode widget with a 400 naming the attribute', async () => {
    const { proxy } = proxyFor(emulator);
    const refusal = (attributes: Record<string, string>) =>
      renderShowtimeFinder(attributes, { proxy, now }).then(
        () => assert.fail('rendered'),
        (error: unknown) => {
          assert.ok(error instanceof RenderError);
          return `${error.status} ${error.code} ${error.message}`;
        },
      );
    assert.match(await refusal({ 'proxy-url': BASE_PATH, movie: '550', days: '0' }), /^400 bad-request .*days/);
    assert.match(
      await refusal({ 'api-base': 'https://api.example', token: 't', movie: '550' }),
      /^400 bad-request Set proxy-url/,
    );
    assert.match(await refusal({ ...MOVIE, 'on"click': 'x' }), /^400 bad-request "on"click" is no attribute name/);
    assert.match(await refusal({ ...MOVIE, movie: '999999' }), /^404 not-found/);
  });
});
