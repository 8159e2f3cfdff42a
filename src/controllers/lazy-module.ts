/**
 * A module of the element's that only some pages need, or only after the first showtime: a chunk
 * beside the ES module (the classic script carries it inside), loaded once for the page when first
 * asked for. Where it cannot load, the showtimes go on without it, after one console line.
 */
export interface LazyModule<T> {
  /** The module once loaded; null where it could not load; undefined before. */
  readonly loaded: T | null | undefined;
  load(): Promise<T | null>;
}

/** `import` run on first need; `without` says in the console what the page goes without where it fails. */
export function lazyModule<T>(importModule: () => Promise<T>, without: string): LazyModule<T> {
  let loading: Promise<T | null> | undefined;
  const lazy = {
    loaded: undefined as T | null | undefined,
    load(): Promise<T | null> {
      loading ??= importModule().catch((error: unknown) => {
        console.warn(`showtime-finder: ${without}: ${String(error)}`);
        return null;
      });
      return loading.then((loaded) => (lazy.loaded = loaded));
    },
  };
  return lazy;
}
