/**
 * What the server's render (src/server-render/) and the widget that takes it over (src/takeover/) agree on in the
 * shadow root: the element that holds the server's DOM, and the style rule that hides the widget's own DOM beside it
 * until the widget takes over. (The light DOM's scripts are selected by the chunks that read them, named where the
 * server writes them.)
 */
export const SERVER_DOM_CLASS = 'server-rendered';

/**
 * Hides whatever the widget draws beside the server's DOM (lit draws before what the shadow root held), until the
 * server's DOM goes; the holder adds no box.
 */
export const SERVER_DOM_RULES = `.${SERVER_DOM_CLASS}{display:contents}:host>:not(.${SERVER_DOM_CLASS}){display:none}`;

/** Removes the server's DOM and the style rules it came with (the `<style>` before it). */
export function removeServerDom(serverDom: Element): void {
  const style = serverDom.previousElementSibling;
  if (style?.localName === 'style') style.remove();
  serverDom.remove();
}
