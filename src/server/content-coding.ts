/**
 * Which content coding an answer travels in, from the request's `Accept-Encoding` (RFC 9110
 * 12.5.3): the coding of the highest `q` among those the proxy can make, brotli before gzip before
 * none where they tie (a browser's `gzip, deflate, br, zstd` gets brotli). A coding refused with
 * `q=0`, by name or through `*`, is never sent. No coding (`identity`), where the header does not
 * name it, weighs as the least of the codings it names (as the `negotiator` package reads it): a
 * client that lists codings prefers them. No header, or an empty one, asks for no coding.
 * Where every coding the proxy has is refused, `identity` included, the answer goes without one:
 * RFC 9110 lets a server disregard the header rather than refuse, and a program no one can read
 * helps no viewer.
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The proxy's preference among codings of equal `q`: the smallest first. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/** The coding to answer in, among `offered` (`identity` is always possible). */
export function chosenCoding(acceptEncoding: string | null, offered: readonly ContentCoding[]): ContentCoding {
  if (!acceptEncoding?.trim()) return 'identity';
  const weights = codingWeights(acceptEncoding);
  const least = Math.min(1, ...weights.values());
  let chosen: ContentCoding = 'identity';
  let best = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !offered.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? least : 0);
    if (weight > best) [chosen, best] = [coding, weight];
  }
  return chosen;
}

/** Each coding the header names, with its `q` (1 where none is given); `x-gzip` is gzip (RFC 9110 8.4.1.3). */
function codingWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : qValue(q.replace(/^q\s*=\s*/, ''));
    if (name && weight !== undefined) weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  return weights;
}

/** A `qvalue` (RFC 9110 12.4.2: 0 to 1, three decimals at most); undefined for anything else, which is ignored. */
function qValue(text: string): number | undefined {
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : undefined;
}
