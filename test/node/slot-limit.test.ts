// The slot limit on its own (src/common/slot-limit.ts), as the widget's page reads and the proxy's
// platform reads use it: never more work at once than slots, and a freed slot goes to the waiting
// work of the lowest priority, first come within one priority.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slotLimit } from '../../src/common/slot-limit.js';

/** Work that ends when the test says so, noting when each piece started. */
function pieces() {
  const started: string[] = [];
  const endings = new Map<string, () => void>();
  let running = 0;
  let most = 0;
  const piece = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      most = Math.max(most, ++running);
      endings.set(name, () => {
        running -= 1;
        resolve(name);
      });
    });
  const end = async (name: string) => {
    endings.get(name)!();
    // The freed slot's next piece starts in the microtasks after.
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { started, piece, end, most: () => most };
}

test('a freed slot goes to the lowest priority waiting, first come within one priority', async () => {
  const { started, piece, end, most } = pieces();
  const limit = slotLimit(1);
  const done = [
    limit(piece('running'), 5),
    limit(piece('low 1'), 9),
    limit(piece('high 1'), 1),
    limit(piece('low 2'), 9),
    limit(piece('high 2'), 1),
  ];
  await new Promise((resolve) => setTimeout(resolve));
  for (const name of ['running', 'high 1', 'high 2', 'low 1', 'low 2']) await end(name);
  await Promise.all(done);
  assert.deepEqual(started, ['running', 'high 1', 'high 2', 'low 1', 'low 2']);
  assert.equal(most(), 1);
});

test('without priorities, work waits first come first served, never more at once than slots', async () => {
  const { started, piece, end, most } = pieces();
  const limit = slotLimit(2);
  const done = ['a', 'b', 'c', 'd', 'e'].map((name) => limit(piece(name)));
  await new Promise((resolve) => setTimeout(resolve));
  assert.deepEqual(started, ['a', 'b']);
  for (const name of ['b', 'a', 'c', 'd', 'e']) await end(name);
  assert.deepEqual(await Promise.all(done), ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(started, ['a', 'b', 'c', 'd', 'e']);
  assert.equal(most(), 2);
});
