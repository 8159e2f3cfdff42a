/**
 * The JSON answers of the server functions. Errors use the platform's shape (`{error, message}`,
 * spec "Errors"), so that the widget words them as it words the platform's own, and are never
 * stored by a cache.
 */
export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The same answer without its body, for a HEAD request. */
export function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, headers: response.headers });
}

/**
 * The answer, told not to be sniffed (`X-Content-Type-Options: nosniff`): a program or an error
 * holds platform text, which no browser may take for a script or a page whatever it contains.
 */
export function withoutSniffing(response: Response): Response {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}
