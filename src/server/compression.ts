/**
 * How the proxy compresses an answer, with what its runtime has: it runs unchanged in Node, Deno,
 * Bun and workerd, so it imports no built-in module (workerd has none without `nodejs_compat`,
 * and a bundler for it would refuse the import).
 * - Where `process.getBuiltinModule('node:zlib')` answers (Node 20.16 and later, Deno, Bun,
 *   workerd with `nodejs_compat`): brotli and gzip from zlib, on its thread pool, so that no
 *   request waits behind a compression.
 * - Elsewhere (workerd without `nodejs_compat`, an older Node 20): gzip through
 *   `CompressionStream`, which every one of these runtimes has; brotli is not offered there, as
 *   `CompressionStream` has no brotli in them.
 * Brotli at quality 6 and gzip at level 6 (zlib's default, and `CompressionStream`'s): each answer
 * is compressed once per cache period, before its first viewer gets it, and the highest brotli
 * qualities take a hundredfold longer for a tenth fewer bytes (docs/proxy.md, "Compression").
 */
import type { ContentCoding } from './content-coding.js';

export type Compress = (bytes: Uint8Array) => Promise<Bytes>;

/** Bytes a `Response` can carry. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The codings this runtime can make, and how. */
export type Compressors = ReadonlyMap<Exclude<ContentCoding, 'identity'>, Compress>;

const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/** The parts of `node:zlib` used here, as Node, Deno, Bun and workerd's compatibility layer have them. */
interface Zlib {
  brotliCompress(bytes: Uint8Array, options: object, done: (error: Error | null, out: Bytes) => void): void;
  gzip(bytes: Uint8Array, options: object, done: (error: Error | null, out: Bytes) => void): void;
  constants: { BROTLI_PARAM_QUALITY: number; BROTLI_PARAM_SIZE_HINT: number };
}

interface BuiltinModules {
  process?: { getBuiltinModule?: (name: string) => unknown };
}

export function runtimeCompressors(): Compressors {
  const zlib = (globalThis as BuiltinModules).process?.getBuiltinModule?.('node:zlib') as Zlib | undefined;
  if (typeof zlib?.brotliCompress === 'function' && typeof zlib.gzip === 'function') {
    const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
    return new Map([
      [
        'br',
        (bytes: Uint8Array) =>
          calling(zlib.brotliCompress.bind(zlib), bytes, {
            params: { [BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
          }),
      ],
      ['gzip', (bytes: Uint8Array) => calling(zlib.gzip.bind(zlib), bytes, { level: GZIP_LEVEL })],
    ]);
  }
  return new Map([['gzip', streamGzip]]);
}

function calling(compress: Zlib['gzip'], bytes: Uint8Array, options: object): Promise<Bytes> {
  return new Promise((resolve, reject) =>
    compress(bytes, options, (error, out) => (error ? reject(error) : resolve(out))),
  );
}

async function streamGzip(bytes: Uint8Array): Promise<Bytes> {
  const compressed = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}
