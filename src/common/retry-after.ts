/**
 * Reads a `Retry-After` (a 429's or a 503's, (RFC 9110, 10.2.3): delay-seconds or an HTTP-date. Returns the
 * wait in milliseconds, or undefined when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
