/**
 * `npm start`: the demo site and the emulator, by default on 8080 and 8787, each falling back to
 * a free port when that one is busy. `--port N` / `DEMO_PORT` and `--emulator-port N` /
 * `EMULATOR_PORT` pin a port: a pinned port that is busy ends with a one-line message. 0 picks
 * a free port. `--origin URL` (repeatable) registers a page's origin with the emulator, kept in
 * its CORS origins file like `npm run register-origin`. The client secret stays here, in the
 * token handler; it never reaches the browser.
 */
import { parseArgs } from 'node:util';
import { originProblem } from '../emulator/src/cors/origin.js';
import { originsFilePath } from '../emulator/src/index.js';
import { demoPagePaths } from './app.js';
import { startDemo } from './start.js';
import type { RunningDemo } from './start.js';

const DEFAULT_PORT = 8080;
const DEFAULT_EMULATOR_PORT = 8787;

const USAGE = `Usage: npm start -- [--port N] [--emulator-port N] [--origin URL]...

  --port N           the demo site's port (default ${DEFAULT_PORT}, or DEMO_PORT; 0 = any free port)
  --emulator-port N  the emulator's port (default ${DEFAULT_EMULATOR_PORT}, or EMULATOR_PORT; 0 = any free port)
  --origin URL       register your page's origin (scheme://host[:port]) with the emulator, repeatable;
                     kept in ${originsFilePath()} across restarts`;

function parseCli() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        'emulator-port': { type: 'string' },
        origin: { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
}

const values = parseCli();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const origins = values.origin ?? [];
for (const origin of origins) {
  const problem = originProblem(origin);
  if (problem) fail(`--origin: ${problem}.`);
}
const pinned = (flag: string | undefined, variable: string | undefined, name: string): number | undefined => {
  const text = flag ?? variable;
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) > 65535)
    fail(`${name} must be a port number from 0 to 65535; got "${text}".`);
  return Number(text);
};
const port = pinned(values.port, process.env['DEMO_PORT'], '--port / DEMO_PORT');
const emulatorPort = pinned(values['emulator-port'], process.env['EMULATOR_PORT'], '--emulator-port / EMULATOR_PORT');

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
}

/** The demo on the ports asked for; an unpinned default that is busy gives way to a free port. */
async function start(): Promise<RunningDemo> {
  const attempts = [
    { port: port ?? DEFAULT_PORT, emulatorPort: emulatorPort ?? DEFAULT_EMULATOR_PORT },
    { port: port ?? 0, emulatorPort: emulatorPort ?? 0 },
  ];
  for (const [index, attempt] of attempts.entries()) {
    try {
      return await startDemo({ ...attempt, originsFile: originsFilePath() });
    } catch (error) {
      const canFallBack = index === 0 && (port === undefined || emulatorPort === undefined);
      if (!isAddressInUse(error) || !canFallBack) {
        if (isAddressInUse(error)) {
          const pinnedPorts = [port, emulatorPort].filter((pinnedPort) => pinnedPort !== undefined).join(' or ');
          fail(`port ${pinnedPorts} is busy. Pick another with --port / --emulator-port (0 = any free port).`);
        }
        throw error;
      }
    }
  }
  throw new Error('unreachable');
}

const demo = await start();
for (const origin of origins) demo.emulator.registerOrigin(origin);
const client = demo.emulator.clients.find((candidate) => !candidate.admin)!;
console.log(`Emulator: ${demo.emulator.url}  (demo client: ${client.id} / ${client.secret})`);
console.log(`Demo:     ${demo.url}/`);
for (const page of demoPagePaths().filter((path) => path !== '/')) console.log(`          ${demo.url}${page}`);
console.log(`Origins:  ${demo.emulator.origins.join(', ')}`);
console.log(`          (kept in ${demo.emulator.originsFile}; add yours with npm run register-origin -- URL)`);

const stop = (): void => void demo.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
