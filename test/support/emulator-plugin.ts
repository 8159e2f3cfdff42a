/**
 * @web/test-runner plugin: each browser test file (session) gets its own emulator, started on
 * first use with the test page's origin registered, and closed when the test server stops.
 * The browser side calls it through the wrappers in ./emulator.ts.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import {
  startEmulator,
  type EmulatorSettings,
  type RunningEmulator,
  type SeedOptions,
} from '../../emulator/src/index.js';
import { adminToken } from './admin-token.js';
import type { Session } from './page-control.js';
import { pinPageClock } from './page-clock.js';

/** What `emulator-start` answers (and the browser-side `startEmulator()` returns). */
export interface EmulatorInfo {
  url: string;
  clients: RunningEmulator['clients'];
  origins: string[];
  /** The origin of the test page, registered and active. */
  pageOrigin: string;
}

interface StartPayload {
  now?: string;
  settings?: Partial<EmulatorSettings>;
  /** The seed of the session's emulator, e.g. `{ national: { cinemas: 40 } }`: only the first start of a session picks it. */
  seed?: SeedOptions;
}

/** Every session's emulator by URL, for other plugins that act on a page's behalf (token routes). */
const runningByUrl = new Map<string, RunningEmulator>();

/** The demo (non-admin) client of the running emulator at `url`. */
export function demoClientOf(url: string): RunningEmulator['clients'][number] {
  const client = runningByUrl.get(url)?.clients.find((candidate) => !candidate.admin);
  if (!client) throw new Error(`No emulator with a demo client runs at ${url}`);
  return client;
}

/** Deactivates an origin through the real admin API, as an operator would. */
async function deactivateOrigin(emulator: RunningEmulator, origin: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(emulator)}`, 'Content-Type': 'application/json' };
  const list = (await (await fetch(`${emulator.url}/cors-origins?limit=100`, { headers })).json()) as {
    data: { id: number; origin: string }[];
  };
  const record = list.data.find((entry) => entry.origin === origin);
  if (!record) throw new Error(`${origin} is not registered`);
  const patched = await fetch(`${emulator.url}/cors-origins/${record.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ isActive: false }),
  });
  if (!patched.ok) throw new Error(`PATCH /cors-origins/${record.id} answered ${patched.status}`);
}

export function emulatorPlugin(): TestRunnerPlugin {
  const emulators = new Map<string, Promise<RunningEmulator>>();
  /** Sessions whose page clock is pinned, so that a reset lets it run again. */
  const pinnedPages = new Set<string>();
  const setPageClock = async (session: Session, now: string | null): Promise<void> => {
    await pinPageClock(session, now);
    if (now === null) pinnedPages.delete(session.id);
    else pinnedPages.add(session.id);
  };
  let pageOrigin = '';

  const emulatorOf = (sessionId: string, seed?: SeedOptions): Promise<RunningEmulator> => {
    let emulator = emulators.get(sessionId);
    if (!emulator) {
      emulator = startEmulator({ port: 0, ...(seed ? { seed } : {}) }).then((started) => {
        started.registerOrigin(pageOrigin);
        runningByUrl.set(started.url, started);
        return started;
      });
      emulators.set(sessionId, emulator);
    }
    return emulator;
  };

  return {
    name: 'emulator',

    serverStart({ config }) {
      pageOrigin = `http://${config.hostname ?? 'localhost'}:${config.port}`;
    },

    async serverStop() {
      const running = [...emulators.values()];
      emulators.clear();
      runningByUrl.clear();
      await Promise.all(running.map(async (emulator) => (await emulator).close()));
    },

    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('emulator-')) return undefined;
      const emulator = await emulatorOf(session.id, (payload as StartPayload | undefined)?.seed);
      switch (command) {
        case 'emulator-start': {
          const { now, settings } = (payload ?? {}) as StartPayload;
          if (settings) emulator.configure(settings);
          if (now) {
            emulator.setClock(now);
            await setPageClock(session, now);
          }
          return {
            url: emulator.url,
            clients: emulator.clients,
            origins: emulator.origins,
            pageOrigin,
          } satisfies EmulatorInfo;
        }
        case 'emulator-configure':
          emulator.configure(payload as Partial<EmulatorSettings>);
          return true;
        case 'emulator-set-clock': {
          const { now } = payload as { now: string | null };
          emulator.setClock(now);
          await setPageClock(session, now);
          return true;
        }
        case 'emulator-faults':
          return emulator.settings.faults;
        case 'emulator-showings':
          return emulator.showings(payload as { movieId?: number });
        case 'emulator-requests':
          return emulator.requests;
        case 'emulator-clear-requests':
          emulator.clearRequests();
          return true;
        case 'emulator-reset':
          emulator.reset();
          emulator.registerOrigin(pageOrigin);
          if (pinnedPages.has(session.id)) await setPageClock(session, null);
          return true;
        case 'emulator-register-origin':
          emulator.registerOrigin((payload as { origin: string }).origin);
          return true;
        case 'emulator-deactivate-page-origin':
          await deactivateOrigin(emulator, pageOrigin);
          return true;
        default:
          throw new Error(`Unknown emulator command "${command}"`);
      }
    },
  };
}
