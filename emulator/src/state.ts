/**
 * Everything the emulator holds in memory: config, clock, settings, CORS registry, tokens, the
 * seed and the request log. The Hono app reads it on every request, so changes apply at once.
 */
import type { ClientConfig, ResolvedConfig } from './config.js';
import { Clock } from './clock.js';
import { CorsOriginRegistry } from './cors/registry.js';
import { TokenStore } from './oauth/tokens.js';
import type { Catalog } from './seed/catalog.js';
import { createSeed, type SeedOptions } from './seed/options.js';
import { generateShowings, type Seed, type ShowingRecord } from './seed/showings.js';
import { DEFAULT_SETTINGS, patchSettings, type EmulatorSettings } from './settings.js';

export interface RequestLogEntry {
  method: string;
  path: string;
  query: string;
  origin: string | null;
  authorized: boolean;
  status: number;
}

/** The seed's showings for one clock day, and the same indexed by movie id (null: no movie). */
interface PlannedShowings {
  day: string;
  records: ShowingRecord[];
  byMovie: Map<number | null, ShowingRecord[]>;
}

export class EmulatorState {
  readonly seed: Seed;
  readonly catalog: Catalog;
  readonly tokens = new TokenStore();
  readonly clock: Clock;
  settings: EmulatorSettings;
  readonly origins: CorsOriginRegistry;
  requests: RequestLogEntry[] = [];
  private _showings: PlannedShowings | null = null;

  constructor(
    readonly config: ResolvedConfig,
    private readonly _startClock: string | Date | null = null,
    seed: SeedOptions = {},
    /** The CORS registry's data file; without one it lives in memory only. */
    originsFile?: string,
  ) {
    this.seed = createSeed(seed);
    this.catalog = this.seed.catalog;
    this.clock = new Clock(_startClock);
    this.settings = patchSettings(DEFAULT_SETTINGS, config.settings);
    this.origins = new CorsOriginRegistry(config.corsOrigins, this.clock.now(), originsFile);
  }

  client(id: string): ClientConfig | undefined {
    return this.config.clients.find((client) => client.id === id);
  }

  /**
   * The seed's showings for the clock's current day (regenerated when that day changes), sorted
   * by start, then id. With a movie id, only that movie's, from an index: a national seed has tens
   * of thousands. Null is what `movieFilter` gives for a legacy id no movie has: none.
   */
  showings(movieId?: number | null): ShowingRecord[] {
    const day = this.clock.now().toISOString().slice(0, 10);
    if (this._showings?.day !== day) {
      const records = generateShowings(this.seed, this.clock.now());
      const byMovie = new Map<number | null, ShowingRecord[]>();
      for (const record of records) {
        const movie = record.content.movieId;
        const list = byMovie.get(movie) ?? [];
        if (list.length === 0) byMovie.set(movie, list);
        list.push(record);
      }
      this._showings = { day, records, byMovie };
    }
    if (movieId === undefined) return this._showings.records;
    return movieId === null ? [] : (this._showings.byMovie.get(movieId) ?? []);
  }

  /** Back to the config (its CORS origins too: a data file is removed), the seed, the settings and the start clock; log cleared. */
  reset(): void {
    this.clock.set(this._startClock);
    this.settings = patchSettings(DEFAULT_SETTINGS, this.config.settings);
    this.origins.reset(this.clock.now());
    this.requests = [];
  }
}
