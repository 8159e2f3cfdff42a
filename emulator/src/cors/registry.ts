/**
 * The CORS origin registry (spec: CorsOrigin, admin only). The CORS middleware asks it on every
 * request, so a change through the admin API takes effect on the next request.
 */
import { originProblem, type CorsOriginCategory } from './origin.js';

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

export class CorsOriginRegistry {
  private _records: CorsOriginRecord[] = [];

  constructor(initial: NewCorsOrigin[], now: Date) {
    for (const origin of initial) this.add(origin, now);
  }

  isAllowed(origin: string | null | undefined): origin is string {
    return !!origin && this._records.some((record) => record.isActive && record.origin === origin);
  }

  active(): string[] {
    return this._records.filter((record) => record.isActive).map((record) => record.origin);
  }

  all(): CorsOriginRecord[] {
    return [...this._records];
  }

  byId(id: number): CorsOriginRecord | undefined {
    return this._records.find((record) => record.id === id);
  }

  byOrigin(origin: string): CorsOriginRecord | undefined {
    return this._records.find((record) => record.origin === origin);
  }

  add(origin: NewCorsOrigin, now: Date): CorsOriginRecord {
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

  /** Registers an origin, or reactivates it when it is already registered. */
  ensureActive(origin: string, now: Date): CorsOriginRecord {
    const problem = originProblem(origin);
    if (problem) throw new Error(problem);
    const existing = this.byOrigin(origin);
    if (existing) return this.update(existing, { isActive: true }, now);
    return this.add({ origin, category: 'partner', comment: 'registered by a test or script', isActive: true }, now);
  }

  update(
    record: CorsOriginRecord,
    changes: Partial<Pick<CorsOriginRecord, 'category' | 'comment' | 'isActive'>>,
    now: Date,
  ): CorsOriginRecord {
    Object.assign(record, changes, { modifiedDatetime: now.toISOString() });
    return record;
  }
}
