// The caches of formatters, texts, offsets and language codes (src/common/bounded-cache.ts): each
// value is made once while kept, and no cache grows past its limit however many keys come.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BoundedCache } from '../../src/common/bounded-cache.js';

/** A cache of `limit` whose values record how often each key was made. */
function counting(limit: number) {
  const made = new Map<string, number>();
  const cache = new BoundedCache<string, string | undefined>(limit);
  const get = (key: string) =>
    cache.get(key, () => {
      made.set(key, (made.get(key) ?? 0) + 1);
      return key === 'unknown' ? undefined : key.toUpperCase();
    });
  return { get, made };
}

test('makes a value once and answers it again while it is kept, undefined included', () => {
  const { get, made } = counting(3);
  assert.equal(get('de'), 'DE');
  assert.equal(get('de'), 'DE');
  assert.equal(get('unknown'), undefined);
  assert.equal(get('unknown'), undefined);
  assert.deepEqual(
    [...made],
    [
      ['de', 1],
      ['unknown', 1],
    ],
  );
});

test('past its limit drops the value made longest ago, and makes it again when it comes back', () => {
  const { get, made } = counting(2);
  for (const key of ['a', 'b', 'c']) get(key);
  get('c');
  get('b');
  assert.equal(made.get('a'), 1);
  get('a');
  assert.equal(made.get('a'), 2, 'a was dropped when c came');
  get('c');
  assert.equal(made.get('c'), 1, 'c is still kept');
  get('b');
  assert.equal(made.get('b'), 2, 'b was dropped when a came back');
});

test('holds no more than its limit: a thousand keys through a cache of ten keep ten', () => {
  const { get, made } = counting(10);
  for (let index = 0; index < 1000; index += 1) get(`key ${index}`);
  for (let index = 990; index < 1000; index += 1) get(`key ${index}`);
  for (let index = 0; index < 1000; index += 1) assert.equal(made.get(`key ${index}`), 1);
  get('key 989');
  assert.equal(made.get('key 989'), 2);
});
