/**
 * A copy of an object without its undefined members: an optional field that has no value is
 * absent, as `in` and deep equality see it, rather than present as `undefined`.
 */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}
