/**
 * One copy of each of many equal values: a national release's lists repeat the same cinema, room,
 * content, times and texts in thousands of showings, and a load keeps what its days need, not a
 * copy of each repeat. An interner lives as long as the work that made it (a list, a schedule), so it
 * needs no other bound.
 */
export type Interner<T> = (key: string, value: T) => T;

/** Gives the first value seen under a key for every later one under that key. */
export function interner<T>(): Interner<T> {
  const values = new Map<string, T>();
  return (key, value) => {
    const first = values.get(key);
    if (first !== undefined) return first;
    values.set(key, value);
    return value;
  };
}
