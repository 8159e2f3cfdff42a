/**
 * A value made once per key and kept for the page's life: what costs far more to make than to
 * look up and comes back thousands of times in a long program (`Intl` formatters, the texts they
 * write, canonical language codes).
 */
export function kept<K, V>(store: Map<K, V>, key: K, make: () => V): V {
  if (!store.has(key)) store.set(key, make());
  return store.get(key)!;
}
