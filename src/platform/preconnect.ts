/**
 * Lets the browser open the connection to the platform (DNS, TCP, TLS) while the token is still
 * being fetched, so the list request does not wait for it: the cold chain stays at three
 * dependent requests (token, preflight, list). `crossorigin` because the list requests are CORS
 * requests, which use their own connection. Once per origin, page-wide.
 */
const preconnected = new Set<string>();

export function preconnect(url: string): void {
  const { origin } = new URL(url);
  if (preconnected.has(origin) || origin === location.origin) return;
  preconnected.add(origin);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = '';
  document.head.append(link);
}
