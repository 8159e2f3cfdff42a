/**
 * A GET over node:http whose answer is read as the bytes sent (fetch would decode them), and those bytes decoded by
 * their Content-Encoding: what tells an answer encoded once from one encoded twice or decoded on the way.
 */
import assert from 'node:assert/strict';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** The answer's body decoded once by its Content-Encoding (brotli, gzip or none). */
export function decodedBody({ headers, body }: RawAnswer): string {
  const coding = headers['content-encoding'];
  if (coding === 'br') return String(brotliDecompressSync(body));
  if (coding === 'gzip') return String(gunzipSync(body));
  assert.equal(coding, undefined, 'no other coding is sent');
  return String(body);
}

/** What `codingsOf` finds of a program passed on as the proxy answered it: status, coding and Vary. */
export const ENCODED_ONCE = [
  [200, undefined, 'Accept-Encoding'],
  [200, 'br', 'Accept-Encoding'],
  [200, 'gzip', 'Accept-Encoding'],
];

/** The same where the runtime has no brotli (workerd without `nodejs_compat`): gzip for a client that takes both. */
export const ENCODED_ONCE_WITHOUT_BROTLI = [
  [200, undefined, 'Accept-Encoding'],
  [200, 'gzip', 'Accept-Encoding'],
  [200, 'gzip', 'Accept-Encoding'],
];

/**
 * Asks `url` unencoded, in brotli and in gzip: resolves with each answer's coding and Vary, and whether the encoded
 * ones decode (once) to the unencoded one.
 */
export async function codingsOf(url: string): Promise<{ codings: unknown[]; sameText: boolean; text: string }> {
  const answers = await Promise.all(
    ['identity', 'gzip, deflate, br', 'gzip'].map((acceptEncoding) =>
      rawGet(url, { 'Accept-Encoding': acceptEncoding }),
    ),
  );
  const texts = answers.map(decodedBody);
  return {
    codings: answers.map(({ status, headers }) => [status, headers['content-encoding'], headers.vary]),
    sameText: texts.every((text) => text === texts[0]),
    text: texts[0]!,
  };
}
