// How readList walks a list's pages, with a stub in place of the platform: the schemes the
// emulator does not answer with (no total), the order of parallel pages, and a failed later page.
import { expect } from '@open-wc/testing';
import { ShowtimeFinderError } from '../../src/common/errors.js';
import { readList } from '../../src/platform/list.js';
import type { ListEnd } from '../../src/platform/list.js';
import type { JsonAnswer } from '../../src/platform/request.js';

const FIRST = new URL('https://platform.test/showings?movieId=550');
/** A list's reader that keeps the items' ids, in the order of the list (the program sorts what it shapes). */
function idReader() {
  const taken: number[] = [];
  return {
    take: (items: unknown[]) => void taken.push(...items.map((item) => (item as { id: number }).id)),
    result: (end: ListEnd) => ({ ...end, ids: [...taken].sort((a, b) => a - b) }),
  };
}

/** Items 1..total, answered in pages of `limit`/`perPage` as `shape` says; `failing` pages answer 500. */
function platform(total: number, shape: 'array' | 'array-with-total' | 'cursor', failing: number[] = []) {
  const asked: string[] = [];
  const get = async (href: string): Promise<JsonAnswer> => {
    const url = new URL(href);
    asked.push(url.search.slice(1));
    const cursor = url.searchParams.get('cursor');
    const page = cursor ? Number(cursor) : Number(url.searchParams.get('page'));
    // Later pages answer first, so an order kept is the client's doing.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 40 - 2 * page)));
    if (failing.includes(page)) throw new ShowtimeFinderError('server', `page ${page} answered 500`);
    const data = Array.from({ length: Math.max(0, Math.min(100, total - (page - 1) * 100)) }, (_, index) => ({
      id: (page - 1) * 100 + index + 1,
    }));
    const headers = new Headers(shape === 'array-with-total' ? { 'X-Total-Count': String(total) } : {});
    if (shape !== 'cursor') return { body: data, headers };
    const more = page * 100 < total;
    return { body: { data, pagination: { has_more: more, next_cursor: more ? String(page + 1) : null } }, headers };
  };
  return { get, asked };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('paging', () => {
  it('follows a bare array without a total with page=2, 3... and perPage=100 until a short page', async () => {
    const { get, asked } = platform(250, 'array');
    const result = await readList(FIRST, idReader(), { get, maxPages: 50 });
    expect(asked).to.deep.equal([
      'movieId=550&limit=100&page=1&perPage=100',
      'movieId=550&page=2&perPage=100',
      'movieId=550&page=3&perPage=100',
    ]);
    expect(result.ids).to.deep.equal(ids(250));
    expect(result.complete).to.equal(true);
  });

  it('follows the cursor with limit=100 one page after another when no total is given', async () => {
    const { get, asked } = platform(250, 'cursor');
    const result = await readList(FIRST, idReader(), { get, maxPages: 50 });
    expect(asked).to.deep.equal([
      'movieId=550&limit=100&page=1&perPage=100',
      'movieId=550&cursor=2&limit=100',
      'movieId=550&cursor=3&limit=100',
    ]);
    expect(result.ids).to.deep.equal(ids(250));
  });

  it('keeps the order of the pages it reads in parallel', async () => {
    const { get, asked } = platform(1234, 'array-with-total');
    const result = await readList(FIRST, idReader(), { get, maxPages: 50 });
    expect(asked.length).to.equal(13);
    expect(result.ids).to.deep.equal(ids(1234));
    expect(result.complete).to.equal(true);
  });

  it('reads no more than maxPages of a known total, and says the list is cut', async () => {
    const { get, asked } = platform(1234, 'array-with-total');
    const result = await readList(FIRST, idReader(), { get, maxPages: 5 });
    expect(asked.length).to.equal(5);
    expect(result.ids).to.deep.equal(ids(500));
    expect(result.complete).to.equal(false);
  });

  it('keeps every page read beside a failed later page, and says the list is cut', async () => {
    // Pages by number are all asked for at once: those after the failed one are read and kept too.
    const numbered = await readList(FIRST, idReader(), {
      get: platform(1234, 'array-with-total', [4]).get,
      maxPages: 50,
    });
    expect(numbered.ids).to.deep.equal(ids(1234).filter((id) => id <= 300 || id > 400));
    expect(numbered.complete).to.equal(false);
    expect(numbered.unread?.reason).to.equal('page-failed');
    // A cursor names the next page only on the page before it: the list ends at the failed page.
    const cursor = await readList(FIRST, idReader(), { get: platform(1234, 'cursor', [4]).get, maxPages: 50 });
    expect(cursor.ids).to.deep.equal(ids(300));
    expect(cursor.complete).to.equal(false);
  });

  it('fails when the first page fails', async () => {
    const { get } = platform(1234, 'cursor', [1]);
    const error = await readList(FIRST, idReader(), { get, maxPages: 50 }).catch((reason: unknown) => reason);
    expect(error).to.be.instanceOf(ShowtimeFinderError);
  });
});
