/**
 * Proxy mode's reader: each window's program from the embedder's showtime proxy,
 * `GET {proxy-url}/program?movie=M&cinemas=C&from=F&to=T` (docs/design.md, "The program"). No
 * token and, on the page's own origin, no preflight: one request per window. Page-wide, as the
 * platform client's reads are: widgets asking for the same window share one request and its
 * program for `cacheMs`. The proxy resolves a legacy movie id and names the unknown cinemas itself.
 * A program names at most `MAX_PROGRAM_CINEMAS` cinemas (the proxy refuses more): a longer
 * `cinema-ids` is read as several programs side by side, merged into one.
 */
import type { WidgetConfig } from '../config/config.js';
import { warnOfLegacyId } from '../platform/client.js';
import { getJson, sleep } from '../platform/request.js';
import type { Explain, RequestPolicy } from '../platform/request.js';
import { mergedWork } from '../common/merged-work.js';
import { MAX_PROGRAM_CINEMAS } from '../common/program-cinemas.js';
import type { Program } from '../program/program.js';
import { programSteps } from '../program/read-program.js';
import { inSlices } from '../common/in-slices.js';
import { endpointUrl } from '../common/endpoint-url.js';
import { instantText } from '../common/instant-text.js';
import { ShowtimeFinderError } from '../common/errors.js';
import type { ProgramReader } from './program-reader.js';
import { unknownCinemas } from './unknown-cinemas.js';

/** The proxy's longest window (docs/design.md, "The program"). */
const MAX_WINDOW_MS = 32 * 24 * 3_600_000;

export interface ProxyReadPolicy extends RequestPolicy {
  /** How long a window's program is reused by every widget on the page. */
  cacheMs: number;
}

export const DEFAULT_POLICY: ProxyReadPolicy = {
  timeoutMs: 15_000,
  retries: 2,
  backoffMs: 500,
  sleep,
  cacheMs: 30_000,
};

/** The programs of the page's widgets, by URL (and those the page's HTML brought: src/takeover/). */
export const programs = mergedWork<Program>();

export function proxyReader(
  config: WidgetConfig,
  signal: AbortSignal,
  policy?: Partial<ProxyReadPolicy>,
): ProgramReader {
  const settings = { ...DEFAULT_POLICY, ...policy };
  const unknown = new Set<number>();
  const explain = proxyFailure(config);
  const asking: PartAsking = { config, settings, signal, explain };
  return {
    maxWindowMs: MAX_WINDOW_MS,
    async read({ window, everywhere, priority }) {
      const cinemaIds = everywhere ? [] : config.cinemaIds;
      const asked = { ...asking, priority };
      const program =
        cinemaIds.length <= MAX_PROGRAM_CINEMAS
          ? await readPart(cinemaIds, window, asked)
          : // Rare (a partner of more than 50 cinemas): its merging is a chunk of its own.
            await import('./program-parts.js').then(({ readInParts, unknownPart }) =>
              readInParts(
                cinemaIds,
                (part) => readPart(part, window, { ...asked, explain: unknownPart(part, explain) }),
                window,
              ),
            );
      for (const id of program.unknownCinemas ?? []) unknown.add(id);
      // The proxy resolved a legacy id: its program's movie is the numeric id to use instead.
      if (config.movie !== undefined && program.movie !== null) warnOfLegacyId(config.movie, program.movie);
      return program;
    },
    async unknownCinemas(silent) {
      return silent.filter((id) => unknown.has(id));
    },
    async checkMovie() {
      // A program of a movie the platform does not have is the proxy's 404 already.
    },
  };
}

type Window = { from: Date; to: Date };

/** How a reader asks the proxy: for what widget, how patiently, until when; `explain` words the refusals. */
interface PartAsking {
  config: WidgetConfig;
  settings: ProxyReadPolicy;
  signal: AbortSignal;
  explain: Explain;
  /** How soon the browser fetches it: the first window before the rest. */
  priority?: RequestPriority | undefined;
}

/** One program of at most MAX_PROGRAM_CINEMAS cinemas (none: everywhere), shared by the page's widgets. */
function readPart(cinemaIds: readonly number[], window: Window, asking: PartAsking): Promise<Program> {
  const { config, settings, signal, explain, priority } = asking;
  const url = programUrl(config, cinemaIds, window);
  const read = async (signalOfAll: AbortSignal) => {
    const { body } = await getJson(url, { tokens: null, policy: settings, signal: signalOfAll, explain, priority });
    return inSlices(() => programSteps(body, `GET ${url}`));
  };
  return programs(url, read, { signal, keepMs: (read) => (read.complete ? settings.cacheMs : 0) });
}

/**
 * The URL of a window's program at the proxy: the same for every viewer of a date (docs/design.md, "The program"),
 * and what the server's render asks its proxy for (src/server-render/).
 */
export function programUrl(config: WidgetConfig, cinemaIds: readonly number[], window: Window): string {
  return endpointUrl(config.apiBase, 'program', {
    movie: config.movie,
    cinemas: cinemaIds.length ? cinemaIds.join(',') : undefined,
    from: instantText(window.from),
    to: instantText(window.to),
  }).href;
}

/** The proxy's refusals, worded for what the widget asked: the origin, the movie, the cinemas. */
function proxyFailure(config: WidgetConfig): Explain {
  return (status, failure) => {
    const proxy = new URL(config.apiBase).origin;
    if (status === 403 && /^origin.not.allowed$/.test(failure.error ?? '')) {
      const page = location.origin;
      return new ShowtimeFinderError(
        'origin-not-allowed',
        `The showtime proxy at ${proxy} does not answer pages of ${page}: add ${page} to its allowedOrigins.`,
      );
    }
    if (status !== 404 || !failure.missing) return undefined;
    if (/^legacy.id.unsupported$/.test(failure.error ?? '')) {
      return new ShowtimeFinderError(
        'legacy-id-unsupported',
        `The Cinema Platform no longer accepts legacy movie ids like "${config.movie}": set movie to the numeric id.`,
      );
    }
    if (failure.missing === 'cinemas') return unknownCinemas(config.cinemaIds);
    return new ShowtimeFinderError(
      'movie-not-found',
      `The Cinema Platform has no movie "${config.movie}" (said the showtime proxy at ${proxy}). ` +
        'Check the movie attribute.',
    );
  };
}
