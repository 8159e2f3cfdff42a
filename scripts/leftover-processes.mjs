// What one engine's browser run left running, found and ended, so that no browser, driver or virtual display
// outlives `npm test`, however the run ended (a crash or a kill skips the launchers' own clean-up). A process is
// the run's when it is in one of these process groups:
// - the run's own (the test runner, xvfb-run and its Xvfb);
// - one that test/support/engines.ts wrote to the run's groups file (WebKitWebDriver starts one of its own, with
//   MiniBrowser and WebKit's processes in it);
// - a browser's whose command line names the run's own temporary directory: Playwright and Puppeteer start each
//   browser in a group of its own, with its profile in the temporary directory.
// Linux only (it reads /proc, as ps does); elsewhere nothing is swept.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Every live process: its id, its group and its command line (a zombie has ended; it only awaits its parent). */
function liveProcesses() {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // stat: "pid (command) state ppid pgrp ..."; the command may hold spaces and parentheses.
        const [state, , group] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        if (state === 'Z') return [];
        return [{ pid: Number(pid), group: Number(group), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8') }];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** The run's processes still alive. */
function leftovers({ runGroup, groupsFile, temporaryDirectory }) {
  const processes = liveProcesses();
  const recorded = existsSync(groupsFile) ? readFileSync(groupsFile, 'utf8').split('\n').filter(Boolean) : [];
  const browsers = processes.filter(({ command }) => command.includes(temporaryDirectory));
  const groups = new Set([runGroup, ...recorded.map(Number), ...browsers.map(({ group }) => group)]);
  return processes.filter(({ group, pid }) => groups.has(group) && pid !== process.pid);
}

/**
 * Ends what is left of one engine's run (see above) after `graceMs` for the launchers' own clean-up, which a
 * normal end starts as the runner exits; answers what was still running (its id and the start of its command).
 */
export async function endLeftovers(run, graceMs = 3_000) {
  const deadline = Date.now() + graceMs;
  let left = leftovers(run);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = leftovers(run);
  }
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  return left.map(({ pid, command }) => `${pid} ${command.replaceAll('\0', ' ').trim()}`.slice(0, 100));
}
