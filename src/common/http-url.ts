/**
 * Nothing from the API or the page is trusted as a URL scheme (docs/design.md, "Rules that hold
 * everywhere"): a URL is used only when it parses as an absolute `http:` or `https:` URL. This rules out `javascript:`,
 * `data:` and the like, and relative paths, which would resolve against the embedding page.
 */
export function httpUrl(value: string | undefined, base?: string): URL | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** The schemes a program may carry a link in: pages, and a cinema's phone or mail (the widget links pages only). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'tel:', 'mailto:']);

/**
 * The link as given (trimmed) where it is absolute and of a scheme a program may carry: a booking
 * link or a homepage of `javascript:`, `data:` or a relative path never reaches a program.
 */
export function programLink(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return LINK_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
