/**
 * `showtime-finder/node`: the handlers of `showtime-finder/server` on Node's own HTTP server, as the
 * recipes (examples/) and `showtime-finder serve` run them. Node only; not part of the browser bundle.
 */
export { guarded, nodeListener } from './node-listener.js';
export type { FetchHandler, NodeListener } from './node-listener.js';
export { createSiteServer } from './site-server.js';
export type { SiteServerOptions } from './site-server.js';
