/** Each item once by its `id`, the first of each standing, in the order they came. */
export function firstOfEachId<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && !!seen.add(item.id));
}
