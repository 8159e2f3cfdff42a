/**
 * One parameter of the page's own URL, read and written in place (`url-param`): written with
 * `history.replaceState`, so the back button does not step through every choice; the page's other
 * parameters exactly as they were written, its hash and its `history.state` kept.
 */

/** The parameter's value in the page's URL; null where it has none. */
export function readPageParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}

/** Sets the parameter in the page's URL, after the page's own. */
export function writePageParam(name: string, value: string): void {
  const url = new URL(location.href);
  const others = url.search
    .slice(1)
    .split('&')
    .filter((part) => part && !new URLSearchParams(part).has(name));
  url.search = [...others, `${encodeURIComponent(name)}=${encodeURIComponent(value)}`].join('&');
  history.replaceState(history.state, '', url);
}
