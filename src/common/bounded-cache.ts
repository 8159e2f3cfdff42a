/**
 * Values that cost far more to make than to look up and come back thousands of times in a long
 * program (`Intl` formatters, the texts they write, zone offsets, canonical language codes). Kept
 * up to a limit, as their keys come from the platform's data and a page may live for days: past
 * the limit the value made longest ago goes, and is made again should it come back.
 */
export class BoundedCache<K, V> {
  readonly #values = new Map<K, V>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** The value kept for `key`, made on first use (an `undefined` value is kept too). */
  get(key: K, make: () => V): V {
    if (this.#values.has(key)) return this.#values.get(key)!;
    const value = make();
    if (this.#values.size >= this.#limit) this.#values.delete(this.#values.keys().next().value!);
    this.#values.set(key, value);
    return value;
  }
}
