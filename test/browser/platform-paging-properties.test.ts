// readList against random platforms, as properties: either list scheme, any total, a page size the
// platform caps or ignores, a total stated or not, a page cap, a later page that fails, answers in
// any order. The platform is a fetch-standard handler in the page: the emulator always pages by
// what it is asked, up to 100, so it cannot play a platform that pages by fewer.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { readList } from '../../src/platform/list.js';
import type { ListEnd } from '../../src/platform/list.js';
import type { JsonAnswer } from '../../src/platform/request.js';
import { ShowtimeFinderError } from '../../src/common/errors.js';
import { assertProperty } from '../support/properties.js';

/** A list's reader that keeps the items' ids, in the order of the list (the program sorts what it shapes). */
function idReader() {
  const taken: number[] = [];
  return {
    take: (items: unknown[]) => void taken.push(...items.map((item) => (item as { id: number }).id)),
    result: (end: ListEnd) => ({ ...end, ids: [...taken].sort((a, b) => a - b) }),
  };
}
const FIRST = new URL('https://platform.test/showings?movieId=550');

interface Platform {
  scheme: 'array' | 'cursor';
  total: number;
  /** The most items a page holds, whatever was asked for. */
  cap: number;
  /** Pages by `cap` whatever the size asked for. */
  ignoresSize: boolean;
  statesTotal: boolean;
  /** The page (counted by the platform's own page size) that answers 500, if any. */
  failingPage?: number;
}

/** The platform as a fetch handler: items 1..total, paged as the spec's two schemes page. */
function platformHandler(platform: Platform): (request: Request) => Promise<Response> {
  return async (request) => {
    const query = new URL(request.url).searchParams;
    const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
    const asked = platform.scheme === 'cursor' ? (number('limit') ?? number('perPage')) : number('perPage');
    const size = platform.ignoresSize ? platform.cap : Math.min(platform.cap, asked ?? 25);
    const cursor = query.get('cursor');
    const offset = cursor ? Number(cursor.slice(1)) : ((number('page') ?? 1) - 1) * size;
    if (offset > 0 && Math.floor(offset / size) + 1 === platform.failingPage)
      return new Response('down', { status: 500 });
    const end = Math.min(platform.total, offset + size);
    const data = Array.from({ length: Math.max(0, end - offset) }, (_, index) => ({ id: offset + index + 1 }));
    if (platform.scheme === 'array') {
      return Response.json(data, { headers: platform.statesTotal ? { 'X-Total-Count': String(platform.total) } : {} });
    }
    const more = end < platform.total;
    const total = platform.statesTotal ? { total: platform.total } : {};
    return Response.json({ data, pagination: { has_more: more, next_cursor: more ? `o${end}` : null, ...total } });
  };
}

/** The client's side of a request: the handler's answer as the platform client hands it on, after a delay. */
function getter(handler: (request: Request) => Promise<Response>, delays: number[]) {
  let request = 0;
  return async (href: string): Promise<JsonAnswer> => {
    await new Promise((resolve) => setTimeout(resolve, delays[request++ % delays.length]));
    const response = await handler(new Request(href));
    if (!response.ok) throw new ShowtimeFinderError('server', `GET ${href} answered ${response.status}`);
    return { body: await response.json(), headers: response.headers };
  };
}

const platform: fc.Arbitrary<Platform> = fc
  .record({
    scheme: fc.constantFrom<Platform['scheme']>('array', 'cursor'),
    total: fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.constantFrom(0, 99, 100, 101, 200, 300)),
    cap: fc.oneof(fc.integer({ min: 1, max: 150 }), fc.constant(100)),
    ignoresSize: fc.boolean(),
    statesTotal: fc.boolean(),
    failingPage: fc.option(fc.integer({ min: 2, max: 14 }), { nil: undefined }),
  })
  // A bare array without a total that pages by fewer than asked ends at its first page: nothing tells
  // that short page from the last (docs/design.md, "Requests").
  .filter((shape) => shape.scheme === 'cursor' || shape.statesTotal || shape.cap >= 100);

/** The pages the whole list takes at the size the platform pages by when asked for 100. */
const pagesOf = (shape: Platform) =>
  Math.ceil(shape.total / (shape.ignoresSize ? shape.cap : Math.min(shape.cap, 100)));

describe('paging, as properties', () => {
  // readList warns of each cut list: hundreds of lines here.
  const warn = console.warn;
  before(() => (console.warn = () => {}));
  after(() => (console.warn = warn));

  it('never loses an item silently and never repeats one, in both schemes, whatever the page size', async () => {
    await assertProperty(
      fc.asyncProperty(
        platform,
        fc.integer({ min: 1, max: 15 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        async (shape, maxPages, delays) => {
          const result = await readList(FIRST, idReader(), { get: getter(platformHandler(shape), delays), maxPages });
          const { ids } = result;
          // Never an item twice, never one the list does not have: pages after a failed one may be read too.
          expect(new Set(ids).size).to.equal(ids.length);
          expect(ids.every((id) => id >= 1 && id <= shape.total)).to.equal(true);
          if (result.complete) expect(ids.length, 'a list called complete has every item').to.equal(shape.total);
        },
      ),
      200,
    );
  });

  it('reads the whole list when no page fails and the page cap is not reached', async () => {
    await assertProperty(
      fc.asyncProperty(
        platform.filter((shape) => pagesOf(shape) <= 50),
        async (shape) => {
          const whole = { ...shape, failingPage: undefined };
          const result = await readList(FIRST, idReader(), { get: getter(platformHandler(whole), [0]), maxPages: 50 });
          expect(result.ids.length).to.equal(shape.total);
          expect(result.complete).to.equal(true);
        },
      ),
      200,
    );
  });
});
