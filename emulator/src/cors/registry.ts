/**
 * The CORS origin registry (spec: CorsOrigin, admin only). The CORS middleware asks it on every
 * request, so a change through the admin API takes effect on the next request. With a data file
 * (registry-file.ts) it starts from the file, writes every change to it, and reads it again when
 * another process (`npm run register-origin`) changed it.
 */
import { originProblem, type CorsOriginCategory } from './origin.js';
import { fileVersion, readOriginsFile, removeOriginsFile, writeOriginsFile } from './registry-file.js';

export interface CorsOriginRecord {
  id: number;
  origin: string;
  category: CorsOriginCategory;
  comment: string | null;
  isActive: boolean;
  createdBy: number | null;
  createdDatetime: string;
  modifiedDatetime: string | null;
}

export interface NewCorsOrigin {
  origin: string;
  category: CorsOriginCategory;
  comment: string | null;
  isActive: boolean;
}

export interface EnsureActiveOptions {
  /** False: for this run only, never written to the data file (the demo's own origin on a port picked at start). */
  persist?: boolean;
  comment?: string;
}

export class CorsOriginRegistry {
  private _records: CorsOriginRecord[] = [];
  /** Origins registered for this run only: kept out of the file, and kept when the file is read again. */
  private readonly _runOnly = new Set<string>();
  private _fileVersion: string | null = null;

  constructor(
    private readonly _initial: NewCorsOrigin[],
    now: Date,
    /** The data file; without one the registry lives in memory only. */
    readonly file?: string,
  ) {
    this._load(now);
  }

  isAllowed(origin: string | null | undefined): origin is string {
    return !!origin && this._current().some((record) => record.isActive && record.origin === origin);
  }

  active(): string[] {
    return this._current()
      .filter((record) => record.isActive)
      .map((record) => record.origin);
  }

  all(): CorsOriginRecord[] {
    return [...this._current()];
  }

  byId(id: number): CorsOriginRecord | undefined {
    return this._current().find((record) => record.id === id);
  }

  byOrigin(origin: string): CorsOriginRecord | undefined {
    return this._current().find((record) => record.origin === origin);
  }

  add(origin: NewCorsOrigin, now: Date): CorsOriginRecord {
    const record = this._push(origin, now);
    this._save();
    return record;
  }

  /** Registers an origin, or reactivates it when it is already registered. */
  ensureActive(origin: string, now: Date, { persist = true, comment }: EnsureActiveOptions = {}): CorsOriginRecord {
    const problem = originProblem(origin);
    if (problem) throw new Error(problem);
    const existing = this.byOrigin(origin);
    const wasRunOnly = this._runOnly.delete(origin);
    if (existing && !existing.isActive) return this.update(existing, { isActive: true }, now);
    if (existing) {
      if (!persist && wasRunOnly) this._runOnly.add(origin);
      else if (wasRunOnly) this._save();
      return existing;
    }
    if (!persist) this._runOnly.add(origin);
    return this.add({ origin, category: 'partner', comment: comment ?? 'registered by a script', isActive: true }, now);
  }

  update(
    record: CorsOriginRecord,
    changes: Partial<Pick<CorsOriginRecord, 'category' | 'comment' | 'isActive'>>,
    now: Date,
  ): CorsOriginRecord {
    Object.assign(record, changes, { modifiedDatetime: now.toISOString() });
    this._save();
    return record;
  }

  /** Back to the initial origins; the data file is removed (the next change writes it anew). */
  reset(now: Date): void {
    this._runOnly.clear();
    if (this.file) removeOriginsFile(this.file);
    this._load(now);
  }

  private _push(origin: NewCorsOrigin, now: Date): CorsOriginRecord {
    const record: CorsOriginRecord = {
      id: this._records.reduce((max, existing) => Math.max(max, existing.id), 0) + 1,
      ...origin,
      createdBy: null,
      createdDatetime: now.toISOString(),
      modifiedDatetime: null,
    };
    this._records.push(record);
    return record;
  }

  /** The records, read again first when another process changed the file. */
  private _current(): CorsOriginRecord[] {
    if (this.file && fileVersion(this.file) !== this._fileVersion) this._load(new Date());
    return this._records;
  }

  /** From the file when there is one, else the initial origins; this run's own origins on top. */
  private _load(now: Date): void {
    const runOnly = this._records.filter((record) => this._runOnly.has(record.origin));
    const fromFile = this.file ? readOriginsFile(this.file) : undefined;
    this._fileVersion = this.file ? fileVersion(this.file) : null;
    this._records = fromFile ?? [];
    if (!fromFile) for (const origin of this._initial) this._push(origin, now);
    for (const record of runOnly) {
      if (this._records.some((existing) => existing.origin === record.origin)) this._runOnly.delete(record.origin);
      else
        this._push({ origin: record.origin, category: record.category, comment: record.comment, isActive: true }, now);
    }
  }

  private _save(): void {
    if (!this.file) return;
    writeOriginsFile(
      this.file,
      this._records.filter((record) => !this._runOnly.has(record.origin)),
    );
    this._fileVersion = fileVersion(this.file);
  }
}
