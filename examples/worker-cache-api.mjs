// examples/worker.mjs behind the Workers Cache API (`caches.default`): programs are kept in the
// data centre's cache, shared by every isolate there, for as long as their `Cache-Control` says;
// one answered from it never reaches an isolate's proxy. Misses are not collapsed there nor stale
// answers served: each isolate's proxy does both. The key holds the page's origin and the codings
// asked, so that pages of other origins (`allowedOrigins`) and each coding get entries of their own,
// whatever the cache makes of `Vary`.
/* global caches */
import worker from './worker.mjs';

export default {
  async fetch(request, env, context) {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/showtime-api/')) return worker.fetch(request, env);
    url.searchParams.set('origin', request.headers.get('Origin') ?? '');
    url.searchParams.set('accept-encoding', request.headers.get('Accept-Encoding') ?? '');
    const key = new Request(url);
    const kept = await caches.default.match(key);
    if (kept) return encoded(kept);
    const response = await worker.fetch(request, env);
    if (response.status === 200) context.waitUntil(caches.default.put(key, encoded(response.clone())));
    return response;
  },
};

// The proxy's answers come compressed (Content-Encoding: gzip): workerd would compress a copy or a
// kept answer once more unless told that its body is encoded already.
function encoded(response) {
  return new Response(response.body, { status: response.status, headers: response.headers, encodeBody: 'manual' });
}
