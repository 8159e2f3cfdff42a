// The page reads of one platform (src/platform/page-slots.ts): no more at once than there are
// slots, and a freed slot goes to the list asked for first, its reads in the order they came.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSlots } from '../../src/platform/page-slots.js';

/** Reads that end when the test says so, each noting when it started and when it ended. */
function reads() {
  const log: string[] = [];
  const endings = new Map<string, (fail?: boolean) => void>();
  let running = 0;
  let most = 0;
  const read = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      most = Math.max(most, ++running);
      endings.set(name, (fail) => {
        running -= 1;
        log.push(`end ${name}`);
        if (fail) reject(new Error(name));
        else resolve(name);
      });
    });
  const end = async (name: string, fail = false) => {
    endings.get(name)!(fail);
    // The freed slot's next read starts in the microtasks after.
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { log, read, end, most: () => most };
}

test('a freed slot goes to the list asked for first, whatever the order its reads were asked in', async () => {
  const { log, read, end, most } = reads();
  const slots = pageSlots(2);
  const [today, tomorrow, later] = [slots(), slots(), slots()];
  const done = [
    today(read('today 1')),
    today(read('today 2')),
    // Asked for before tomorrow's, but of a later list: they wait behind tomorrow's.
    later(read('later 1')),
    later(read('later 2')),
    tomorrow(read('tomorrow 1')),
    tomorrow(read('tomorrow 2')),
  ];
  await new Promise((resolve) => setTimeout(resolve));
  for (const name of ['today 1', 'today 2', 'tomorrow 1', 'tomorrow 2', 'later 1', 'later 2']) await end(name);
  assert.deepEqual(await Promise.all(done), ['today 1', 'today 2', 'later 1', 'later 2', 'tomorrow 1', 'tomorrow 2']);
  assert.deepEqual(log, [
    'start today 1',
    'start today 2',
    'end today 1',
    'start tomorrow 1',
    'end today 2',
    'start tomorrow 2',
    'end tomorrow 1',
    'start later 1',
    'end tomorrow 2',
    'start later 2',
    'end later 1',
    'end later 2',
  ]);
  assert.equal(most(), 2);
});

test('a read that fails gives its slot on, and its caller its error; a slot nobody waits for is free again', async () => {
  const { log, read, end } = reads();
  const list = pageSlots(1)();
  const failed = assert.rejects(list(read('first')), /first/);
  const next = list(read('second'));
  await new Promise((resolve) => setTimeout(resolve));
  await end('first', true);
  await failed;
  await end('second');
  assert.equal(await next, 'second');
  // With nothing waiting, the slot is free again.
  const third = list(read('third'));
  await new Promise((resolve) => setTimeout(resolve));
  await end('third');
  assert.equal(await third, 'third');
  assert.deepEqual(log, ['start first', 'end first', 'start second', 'end second', 'start third', 'end third']);
});
