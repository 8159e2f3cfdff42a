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
