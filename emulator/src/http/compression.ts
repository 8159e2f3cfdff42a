/**
 * Compressed JSON answers, as real APIs send them: brotli or gzip, whichever the request's
 * Accept-Encoding prefers (brotli on a tie). Hono's own `compress` has no brotli, so this uses
 * node:zlib. Bodies under MIN_COMPRESSED_BYTES go as they are: compressing them saves nothing.
 * Outermost middleware, so that error and fault answers (a truncated body too) are compressed
 * like any other and a dropped connection has no body to compress.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.js';

const MIN_COMPRESSED_BYTES = 1024;
/** What servers use for answers compressed on the fly: near the best ratio at gzip's speed. */
const BROTLI_QUALITY = 5;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODERS = {
  br: (body: Uint8Array) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body: Uint8Array) => gzipAsync(body),
};

type Encoding = keyof typeof ENCODERS;

/** The preferred encoding of the ones the request accepts (RFC 9110 §12.5.3), or null for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding) weights.set(coding, quality ? Number(quality.slice(2)) : 1);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of Object.keys(ENCODERS) as Encoding[]) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

export const compression = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.body || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const compress = encoding !== null && body.byteLength >= MIN_COMPRESSED_BYTES;
  const sent = compress ? await ENCODERS[encoding](body) : body;
  // Setting c.res copies the old answer's headers onto the new one; changes come after.
  c.res = new Response(sent, c.res);
  if (body.byteLength < MIN_COMPRESSED_BYTES) return;
  // Compressed or not, this answer depended on Accept-Encoding: caches must key on it.
  c.res.headers.append('Vary', 'Accept-Encoding');
  if (!compress) return;
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(sent.byteLength));
});
