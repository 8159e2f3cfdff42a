/**
 * `npm run register-origin -- URL...`: registers page origins with the emulator's CORS registry
 * by writing its data file, which `npm run emulator` and `npm start` read at start and a running
 * emulator reads again at its next request. So it works whether or not the emulator runs, on
 * whatever port. `--reset` removes the file: the registry goes back to the config's origins.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { originProblem } from './cors/origin.js';
import { CorsOriginRegistry } from './cors/registry.js';
import { originsFilePath, removeOriginsFile } from './cors/registry-file.js';

const USAGE = `Usage: npm run register-origin -- URL [URL...]   register page origins (scheme://host[:port])
       npm run register-origin -- --list            the registry
       npm run register-origin -- --reset           back to the config's origins

The registry is kept in ${originsFilePath()} (EMULATOR_ORIGINS_FILE sets another file).
A running emulator applies a change at its next request.`;

function fail(message: string): never {
  console.error(`register-origin: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCli() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { reset: { type: 'boolean' }, list: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { values, positionals } = parseCli();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length === 0 && !values.reset && !values.list) fail('name the origin to register.');
for (const origin of positionals) {
  const problem = originProblem(origin);
  if (problem) fail(problem);
}

const file = originsFilePath();
if (values.reset) {
  removeOriginsFile(file);
  console.log(`Removed ${file}: the registry is back to the config's origins.`);
}
let registry: CorsOriginRegistry;
try {
  registry = new CorsOriginRegistry(loadConfig().corsOrigins, new Date(), file);
} catch (error) {
  fail((error as Error).message);
}
for (const origin of positionals) {
  const record = registry.ensureActive(origin, new Date(), { comment: 'npm run register-origin' });
  console.log(`Registered ${record.origin} (active) in ${file}. A running emulator applies it at its next request.`);
}
if (values.list || values.reset) {
  for (const record of registry.all()) console.log(`  ${record.isActive ? 'active  ' : 'inactive'}  ${record.origin}`);
}
