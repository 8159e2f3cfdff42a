// Proxy mode's windows are the same for viewers in any zone (docs/design.md, "The program"): the plan reads the clock
// as an instant and nothing of the viewer's zone. Each run below is a process of its own, with its zone set by TZ, as a
// viewer's browser would be; their windows, as the widget writes them into its URLs, are compared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = `
  const { planDateWindows } = await import('./src/load/window-plan.ts');
  const { instantText } = await import('./src/common/instant-text.ts');
  const windows = planDateWindows(new Date('2026-11-22T09:41:00Z'), 7);
  console.log(JSON.stringify([Intl.DateTimeFormat().resolvedOptions().timeZone, windows.map(
    ({ from, to }) => \`from=\${instantText(from)}&to=\${instantText(to)}\`)]));
`;

function windowsIn(zone: string): [string, string[]] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as [string, string[]];
}

test("proxy mode's windows are the same for viewers in Honolulu, Berlin and Kiritimati", () => {
  const [[honolulu, windows], ...others] = ['Pacific/Honolulu', 'Europe/Berlin', 'Pacific/Kiritimati'].map(windowsIn);
  assert.equal(honolulu, 'Pacific/Honolulu', 'the process runs in the zone asked');
  assert.equal(windows.length, 11);
  assert.equal(windows[0], 'from=2026-11-22T06:00:00Z&to=2026-11-22T12:00:00Z');
  for (const [zone, theirs] of others) assert.deepEqual(theirs, windows, zone);
});
