// The two handlers behind one fetch-standard function, for any runtime (Hono, Deno, Bun, a
// Worker, Next.js). It builds the URL each handler sees from your site's origin, never from the
// Host header (which a client sets at will, and which the handlers compare Origin with); it
// passes no body (neither handler reads one); it keeps the address the request came from
// (`fromAddress` of showtime-finder/server: the runtime's recipe records it); and it never throws: a failure is a 500.
import { addressOf, fromAddress } from 'showtime-finder/server';

export function siteRoutes({ origin, tokenHandler, showtimeProxy }) {
  const base = new URL(origin);
  return async (request) => {
    // Methods a `Request` may not carry (Deno and Bun hand them on): neither handler answers them.
    if (['CONNECT', 'TRACE', 'TRACK'].includes(request.method.toUpperCase())) {
      const refusal = { error: 'method-not-allowed', message: 'Only GET, HEAD and OPTIONS are answered here.' };
      return Response.json(refusal, { status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } });
    }
    // A Host no URL can hold ("[") makes a URL no one can read: refused, never a failure.
    if (!URL.canParse(request.url)) {
      return Response.json({ error: 'bad-request', message: 'The request names no URL.' }, { status: 400 });
    }
    try {
      const { pathname, search } = new URL(request.url);
      const own = new Request(new URL(pathname + search, base), { method: request.method, headers: request.headers });
      fromAddress(own, addressOf(request));
      if (pathname === '/showtime-token') return await tokenHandler(own);
      if (pathname.startsWith('/showtime-api/')) return await showtimeProxy(own);
      return Response.json({ error: 'not-found', message: 'No such page.' }, { status: 404 });
    } catch {
      return Response.json({ error: 'server-error', message: 'The server failed.' }, { status: 500 });
    }
  };
}
