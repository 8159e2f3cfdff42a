/**
 * When a token with a known lifetime is renewed: 60 s before it expires, or at 90% of its
 * lifetime when that is shorter, so that no request leaves with a token that expires on the way.
 * Shared by the widget's token sources and the embedders' token handler.
 */
export function renewalTime(issuedAt: number, lifetimeMs: number): number {
  return issuedAt + lifetimeMs - Math.min(60_000, lifetimeMs * 0.1);
}
