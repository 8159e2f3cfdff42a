// examples/worker.mjs behind the Workers Cache API (`caches.default`): programs are kept in the
// data centre's cache, shared by every isolate there, for as long as their `Cache-Control` says;
// one answered from it never reaches an isolate's proxy. Misses are not collapsed there nor stale
// answers served: each isolate's proxy does both. The key holds the page's origin, so that pages of
// other origins (`allowedOrigins`) get entries of their own, whatever the cache makes of `Vary`.
/* global caches */
import worker from './worker.mjs';

export default {
  async fetch(request, env, context) {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/showtime-api/')) return worker.fetch(request, env);
    url.searchParams.set('origin', request.headers.get('Origin') ?? '');
    const key = new Request(url);
    const kept = await caches.default.match(key);
    if (kept) return kept;
    const response = await worker.fetch(request, env);
    if (response.status === 200) context.waitUntil(caches.default.put(key, response.clone()));
    return response;
  },
};
