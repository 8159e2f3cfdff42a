/**
 * What the server's render (src/server-render/) and the widget that takes it over (server-render-controller.ts) agree
 * on: the element that holds the server's DOM in the shadow root, the style rule that hides the widget's own DOM
 * beside it until the widget takes over, and the light DOM's programs.
 */
export const SERVER_DOM_CLASS = 'server-rendered';

/** Hides whatever the widget draws after the server's DOM, until the server's DOM goes; the holder adds no box. */
export const SERVER_DOM_RULES = `.${SERVER_DOM_CLASS}{display:contents}.${SERVER_DOM_CLASS}~*{display:none}`;

/** The light DOM's scripts that hold the programs the server drew from (program.schema.json), one a window. */
export const SERVER_PROGRAM_SELECTOR = 'script[type="application/json"][data-showtime-program]';

/** The light DOM's structured data as the server wrote it: the widget writes its own into the same script. */
export const SERVER_GRAPH_SELECTOR = 'script[type="application/ld+json"][data-showtime-graph]';
