/**
 * A copy of an object without its undefined members: an optional field that has no value is
 * absent, as `in` and deep equality see it, rather than present as `undefined`.
 */
export function withoutUndefined<T extends object>(value: T): T {
  const copy = {} as T;
  for (const key in value) if (value[key] !== undefined) copy[key] = value[key];
  return copy;
}
