/** The server entry point: what embedders import on their backend. Not part of the browser bundle. */
export { createTokenHandler } from './token-handler.js';
export type { TokenHandler, TokenHandlerLogger, TokenHandlerOptions } from './token-handler.js';
export { createShowtimeProxy } from './showtime-proxy.js';
export type { ShowtimeProxy, ShowtimeProxyOptions } from './showtime-proxy.js';
export { addressOf, clientKeyOf, fromAddress } from './client-address.js';
export type { ClientKeyOptions } from './client-address.js';
export { renderShowtimeFinder, RenderError } from '../server-render/render-showtime-finder.js';
export type { RenderShowtimeFinderOptions } from '../server-render/render-showtime-finder.js';
