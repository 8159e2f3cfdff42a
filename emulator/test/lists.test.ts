import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp, type Page } from './support.js';

interface Item {
  id: number;
}

describe('lists', () => {
  it('answer the cursor envelope by default: 25 items, total, has_more, next_cursor, prev_cursor', async () => {
    const page = await testApp().json<Page<Item>>('/cinemas');
    assert.equal(page.data.length, 25);
    assert.equal(page.pagination.total, 31);
    assert.equal(page.pagination.limit, 25);
    assert.equal(page.pagination.has_more, true);
    assert.equal(typeof page.pagination.next_cursor, 'string');
    assert.equal(page.pagination.prev_cursor, null);
  });

  it('follow next_cursor to the end without gaps or repeats, and clamp limit to 100', async () => {
    const app = testApp();
    const seen: number[] = [];
    let page = await app.json<Page<Item>>('/showings?movieId=550&limit=500');
    assert.equal(page.pagination.limit, 100);
    seen.push(...page.data.map((item) => item.id));
    while (page.pagination.next_cursor) {
      page = await app.json<Page<Item>>(`/showings?movieId=550&limit=100&cursor=${page.pagination.next_cursor}`);
      assert.equal(typeof page.pagination.prev_cursor, 'string');
      seen.push(...page.data.map((item) => item.id));
    }
    assert.equal(page.pagination.has_more, false);
    assert.equal(seen.length, page.pagination.total);
    assert.equal(new Set(seen).size, seen.length);
    assert.ok(seen.length > 100);
  });

  it('honour page and perPage, and let the cursor win when both are given', async () => {
    const app = testApp();
    const second = await app.json<Page<Item>>('/cinemas?page=2&perPage=10');
    assert.deepEqual(
      second.data.map((item) => item.id),
      (await app.json<Page<Item>>('/cinemas?limit=31')).data.slice(10, 20).map((item) => item.id),
    );
    const first = await app.json<Page<Item>>('/cinemas?limit=10');
    const viaCursor = await app.json<Page<Item>>(`/cinemas?limit=10&page=3&cursor=${first.pagination.next_cursor}`);
    assert.deepEqual(
      viaCursor.data.map((item) => item.id),
      second.data.map((item) => item.id),
    );
  });

  it('number pages in the cursor envelope too (page with perPage or limit), so that pages 2..N can be fetched at once after the first', async () => {
    const app = testApp();
    const ids = (page: Page<Item>) => page.data.map((item) => item.id);
    const first = await app.json<Page<Item>>('/showings?movieId=550&limit=100&page=1&perPage=100');
    const pageCount = Math.ceil(first.pagination.total / 100);
    assert.ok(pageCount >= 3, `${pageCount} pages`);
    const numbers = Array.from({ length: pageCount - 1 }, (_, index) => index + 2);
    const rest = await Promise.all(
      numbers.map((page) => app.json<Page<Item>>(`/showings?movieId=550&limit=100&page=${page}&perPage=100`)),
    );
    const viaCursor: number[] = [];
    let page = first;
    viaCursor.push(...ids(page));
    while (page.pagination.next_cursor) {
      page = await app.json<Page<Item>>(`/showings?movieId=550&limit=100&cursor=${page.pagination.next_cursor}`);
      viaCursor.push(...ids(page));
    }
    assert.deepEqual([...ids(first), ...rest.flatMap(ids)], viaCursor);
    assert.equal(rest.at(-1)!.pagination.has_more, false);
    assert.equal(rest.at(-1)!.pagination.next_cursor, null);
    assert.deepEqual(ids(await app.json<Page<Item>>('/showings?movieId=550&page=2&limit=100')), ids(rest[0]!));
    assert.deepEqual(ids(await app.json<Page<Item>>('/showings?movieId=550&page=2&perPage=100')), ids(rest[0]!));
  });

  it('answer a page past the end with no items, the total, and has_more false', async () => {
    const page = await testApp().json<Page<Item>>('/cinemas?page=5&perPage=10');
    assert.deepEqual(page.data, []);
    assert.equal(page.pagination.total, 31);
    assert.equal(page.pagination.has_more, false);
    assert.equal(page.pagination.next_cursor, null);
  });

  it('answer bare arrays paged by page/perPage in the array envelope, with X-Total-Count', async () => {
    const app = testApp();
    app.state.settings.listEnvelope = 'array';
    const response = await app.get('/cinemas?page=4&perPage=10');
    assert.equal(response.headers.get('X-Total-Count'), '31');
    const items = (await response.json()) as Item[];
    assert.equal(Array.isArray(items), true);
    assert.deepEqual(
      items.map((item) => item.id),
      [951],
    );
    assert.equal(((await app.json<Item[]>('/cinemas')) as Item[]).length, 25);
    assert.equal(((await app.json<Item[]>('/showings?perPage=1000')) as Item[]).length, 100);
  });

  it('sort by a named field in either order and search with query', async () => {
    const app = testApp();
    const byName = await app.json<Page<{ name: string }>>('/cinemas?sort=name&order=desc&limit=2');
    assert.deepEqual(
      byName.data.map((cinema) => cinema.name),
      ['Thameside Picturehouse', 'Stattkino Luzern'],
    );
    const found = await app.json<Page<{ id: number }>>('/cinemas?query=zürich');
    assert.deepEqual(
      found.data.map((cinema) => cinema.id),
      [201, 202],
    );
  });

  it('refuse bad paging parameters with 400 invalid_request', async () => {
    const app = testApp();
    for (const query of ['limit=0', 'limit=abc', 'perPage=-1', 'page=0', 'cursor=bogus', 'sort=price', 'order=up']) {
      const response = await app.get(`/cinemas?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(((await response.json()) as { error: string }).error, 'invalid_request', query);
    }
  });
});
