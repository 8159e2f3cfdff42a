/**
 * An overall deadline for one request: however the platform work behind it goes (retries, pages,
 * a queue), the request is answered by then. The work itself is not cancelled: shared by other
 * requests (one read per program, one token request), its result still serves them and the cache.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, onExpiry: () => unknown): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onExpiry()), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
