/**
 * `npm run emulator`: the emulator as a process. Parses the CLI, starts the server, prints where
 * it listens (or one JSON line with --json) and stops cleanly on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, startEmulator, type RunningEmulator, type SeedOptions } from './index.js';
import { originsFilePath } from './cors/registry-file.js';
import { faultRuleSchema, type EmulatorSettings } from './settings.js';

const USAGE = `Usage: npm run emulator -- [options]

  --port N              port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host H              address to bind (default ${DEFAULT_HOST})
  --config FILE         clients, CORS origins and settings (format: emulator/README.md)
  --now ISO             freeze the clock at this instant, e.g. 2026-11-22T12:00:00Z
  --national N          seed a national release of movie 550 in N cinemas (instead of the default seed)
  --national-days D     with --national: D cinema-local dates from the clock's date - 1 (default 21)
  --national-showings-per-day S
                        with --national: S showings a cinema-day (default 5)
  --national-zones Z,Z  with --national: these zones (default Europe/Berlin,Europe/London,
                        America/New_York,America/Chicago)
  --latency MS          added to every response
  --envelope E          lists as "cursor" ({data, pagination}) or "array"
  --date-times D        "offset" (2026-11-22T20:30:00+01:00) or "naive" (cinema-local wall time)
  --no-legacy-ids       GET /movies/{legacyId} answers 404 legacy_id_unsupported
  --ignore-filters      GET /showings ignores cinemaIds and startDatetimeFrom/To
  --ignore-sort         GET /showings ignores sort and order (lists in its default order)
  --showings-sort S     default order of GET /showings: "startDatetime" or "cinema"
  --fault JSON          a fault rule, repeatable, e.g. '{"path":"/showings","status":503,"times":2}'
  --origin URL          register URL as an active CORS origin (your page's origin), repeatable; kept in the
                        CORS origins file (EMULATOR_ORIGINS_FILE, default emulator/state/cors-origins.json),
                        as is every registration; \`npm run register-origin -- --reset\` empties it
  --json                print one JSON line {url, clients, origins} and nothing else
  --help                this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCli(): {
  options: Parameters<typeof startEmulator>[0];
  settings: Partial<EmulatorSettings>;
  origins: string[];
  json: boolean;
} {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
      now: { type: 'string' },
      national: { type: 'string' },
      'national-days': { type: 'string' },
      'national-showings-per-day': { type: 'string' },
      'national-zones': { type: 'string' },
      latency: { type: 'string' },
      envelope: { type: 'string' },
      'date-times': { type: 'string' },
      'no-legacy-ids': { type: 'boolean' },
      'ignore-filters': { type: 'boolean' },
      'ignore-sort': { type: 'boolean' },
      'showings-sort': { type: 'string' },
      fault: { type: 'string', multiple: true },
      origin: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const integer = (value: string | undefined, name: string): number | undefined => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, got "${value}"`);
    return Number(value);
  };
  const faults = (values.fault ?? []).map((text) => {
    try {
      return faultRuleSchema.parse(JSON.parse(text));
    } catch (error) {
      return fail(`--fault ${text}: ${(error as Error).message}`);
    }
  });
  const settings: Record<string, unknown> = {
    ...(values.latency !== undefined ? { latencyMs: integer(values.latency, 'latency') } : {}),
    ...(values.envelope !== undefined ? { listEnvelope: values.envelope } : {}),
    ...(values['date-times'] !== undefined ? { dateTimes: values['date-times'] } : {}),
    ...(values['no-legacy-ids'] ? { legacyMovieIdsInPath: false } : {}),
    ...(values['ignore-filters'] ? { ignoreFilters: true } : {}),
    ...(values['ignore-sort'] ? { ignoreSort: true } : {}),
    ...(values['showings-sort'] !== undefined ? { showingsSort: values['showings-sort'] } : {}),
    ...(faults.length > 0 ? { faults } : {}),
  };
  const port = integer(values.port, 'port');
  const national = {
    ...(values.national !== undefined ? { cinemas: integer(values.national, 'national') } : {}),
    ...(values['national-days'] !== undefined ? { days: integer(values['national-days'], 'national-days') } : {}),
    ...(values['national-showings-per-day'] !== undefined
      ? { showingsPerDay: integer(values['national-showings-per-day'], 'national-showings-per-day') }
      : {}),
    ...(values['national-zones'] !== undefined ? { zones: values['national-zones'].split(',') } : {}),
  };
  if (Object.keys(national).length > 0 && national.cinemas === undefined) {
    fail('--national-days, --national-showings-per-day and --national-zones need --national N');
  }
  return {
    options: {
      ...(port !== undefined ? { port } : {}),
      ...(values.host !== undefined ? { host: values.host } : {}),
      ...(values.config !== undefined ? { config: values.config } : {}),
      ...(values.now !== undefined ? { now: values.now } : {}),
      ...(national.cinemas !== undefined ? { seed: { national: { ...national, cinemas: national.cinemas } } } : {}),
      originsFile: originsFilePath(),
    },
    settings: settings as Partial<EmulatorSettings>,
    origins: values.origin ?? [],
    json: values.json ?? false,
  };
}

function describe(emulator: RunningEmulator, now: string | undefined, seed: SeedOptions | undefined): string {
  const clients = emulator.clients.map(
    (client) => `    ${client.admin ? 'admin ' : 'public'}  client_id=${client.id}  client_secret=${client.secret}`,
  );
  return [
    `Cinema Platform emulator listening on ${emulator.url}`,
    `  clock: ${now ? `frozen at ${now}` : 'real time'}`,
    `  seed: ${seed?.national ? `national release ${JSON.stringify(seed.national)}` : 'default'}`,
    `  clients (POST ${emulator.url}/oauth/token, grant_type=client_credentials):`,
    ...clients,
    `  CORS origins: ${emulator.origins.join(', ') || '(none)'}  (kept in ${emulator.originsFile})`,
    `  settings: ${JSON.stringify(emulator.settings)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { options, settings, origins, json } = parseCli();
  let emulator: RunningEmulator;
  try {
    emulator = await startEmulator(options);
  } catch (error) {
    return fail((error as Error).message);
  }
  try {
    emulator.configure(settings);
    for (const origin of origins) emulator.registerOrigin(origin);
  } catch (error) {
    await emulator.close();
    return fail((error as Error).message);
  }
  // Handlers first: a script may send a signal as soon as it reads the line below.
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(
    json
      ? JSON.stringify({ url: emulator.url, clients: emulator.clients, origins: emulator.origins })
      : describe(emulator, options?.now?.toString(), options?.seed),
  );
}

void main();
