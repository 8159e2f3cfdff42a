// Identical work merged into one run (src/common/merged-work.ts), as the widget's lists and tokens and
// the proxy's programs and tokens use it: who joins a run, who may leave it, when the work itself is
// aborted, what is kept, and what is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergedWork } from '../../src/common/merged-work.js';

/** Work that ends when the test says so, counting its runs and keeping each run's signal. */
function controlledWork() {
  const signals: AbortSignal[] = [];
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const work = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { work, signals, finish: (value: string) => finish(value), fail: (error: Error) => fail(error) };
}

test('callers of one key while it runs share one run and its result', async () => {
  const merged = mergedWork<string>();
  const { work, signals, finish } = controlledWork();
  const both = Promise.all([merged('list', work), merged('list', work)]);
  finish('pages');
  assert.deepEqual(await both, ['pages', 'pages']);
  assert.equal(signals.length, 1);
});

test('a caller that leaves is rejected with its reason, and the run goes on for the others', async () => {
  const merged = mergedWork<string>();
  const { work, signals, finish } = controlledWork();
  const leaving = new AbortController();
  const left = merged('list', work, { signal: leaving.signal });
  const staying = merged('list', work);
  leaving.abort(new Error('widget removed'));
  await assert.rejects(left, { message: 'widget removed' });
  assert.equal(signals[0]!.aborted, false);
  finish('pages');
  assert.equal(await staying, 'pages');
});

test('the work is aborted when its last caller leaves, and the next caller starts it anew', async () => {
  const merged = mergedWork<string>();
  const { work, signals, finish } = controlledWork();
  const [first, second] = [new AbortController(), new AbortController()];
  const calls = [merged('list', work, { signal: first.signal }), merged('list', work, { signal: second.signal })];
  first.abort(new Error('first left'));
  assert.equal(signals[0]!.aborted, false);
  second.abort(new Error('second left'));
  assert.equal(signals[0]!.aborted, true);
  await Promise.allSettled(calls);
  const again = merged('list', work);
  finish('pages');
  assert.equal(await again, 'pages');
  assert.equal(signals.length, 2);
});

test('a caller whose signal has aborted already is rejected at once and starts nothing', async () => {
  const merged = mergedWork<string>();
  const { work, signals } = controlledWork();
  await assert.rejects(merged('list', work, { signal: AbortSignal.abort(new Error('gone')) }), { message: 'gone' });
  assert.equal(signals.length, 0);
});

test('a failure is not kept: the next caller runs the work again', async () => {
  const merged = mergedWork<string>();
  const { work, signals, fail } = controlledWork();
  const failing = merged('token', work, { keepMs: 60_000 });
  fail(new Error('platform down'));
  await assert.rejects(failing, { message: 'platform down' });
  void merged('token', work);
  assert.equal(signals.length, 2);
});

test('a result is reused for keepMs after it arrived, or for what keepMs says of it', async () => {
  const merged = mergedWork<string>();
  const { work, signals, finish } = controlledWork();
  const kept = merged('whole', work, { keepMs: (result) => (result === 'whole' ? 60_000 : 0) });
  finish('whole');
  await kept;
  assert.equal(await merged('whole', work), 'whole');
  assert.equal(signals.length, 1);
  const cut = merged('cut', work, { keepMs: (result) => (result === 'whole' ? 60_000 : 0) });
  finish('cut');
  await cut;
  void merged('cut', work);
  assert.equal(signals.length, 3);
});

test('past its limit of runs a new key is refused, joining is not, and admit is asked only to start one', async () => {
  const merged = mergedWork<string>({ limit: 1, refusal: () => new Error('busy') });
  const { work, signals } = controlledWork();
  const admitted: string[] = [];
  void merged('a', work, { admit: () => void admitted.push('a') });
  void merged('a', work, { admit: () => void admitted.push('a again') });
  await assert.rejects(merged('b', work), { message: 'busy' });
  assert.deepEqual(admitted, ['a']);
  assert.equal(signals.length, 1);
  const refusing = mergedWork<string>();
  const overBudget = () => {
    throw new Error('over budget');
  };
  await assert.rejects(refusing('c', work, { admit: overBudget }), { message: 'over budget' });
  assert.equal(signals.length, 1);
});
