/**
 * The proxy's memory: answers kept by key up to a total size, the least recently used dropped
 * first. Bounded by bytes rather than by entries, because one national release's list weighs as
 * much as a thousand small cinemas' programs. A value larger than the whole bound is not kept.
 */
export interface Stored<V> {
  value: V;
  /** When it was read from the platform, on the proxy's clock. */
  storedAt: number;
}

export class ByteBoundedCache<V> {
  readonly #entries = new Map<string, Stored<V> & { bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The sum of the kept values' sizes, as told to `set`. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Stored<V> | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map keeps insertion order: moved to the end, it is now the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: V, bytes: number, storedAt: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    for (const [oldest] of this.#entries) {
      if (this.#bytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.#entries.set(key, { value, storedAt, bytes });
    this.#bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
