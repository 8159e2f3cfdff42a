/**
 * The text of one answer the proxy keeps (a program's JSON, its calendar), as its UTF-8 bytes
 * (encoded once: an unencoded answer sends them as they are), with the digest its `ETag` is made
 * of and its bytes in each content coding, each made once, when first asked, and kept beside: a
 * cached answer is never encoded or compressed twice. `grow` is told what each coding adds, so
 * that the cache counts it in its bound.
 *
 * Each coding has its own strong `ETag`, the text's digest with the coding's name: the same on
 * every proxy for the same content, and known before anything is compressed, so that a `304` costs
 * no compression.
 */
import type { ContentCoding } from './content-coding.js';
import type { Bytes, Compressors } from './compression.js';

export class AnswerText {
  /** The text's UTF-8 bytes, as an unencoded answer sends them. */
  readonly bytes: Bytes;
  readonly #digest: string;
  readonly #compressors: Compressors;
  readonly #grow: (bytes: number) => void;
  readonly #encoded = new Map<ContentCoding, Promise<Bytes>>();

  private constructor(bytes: Bytes, digest: string, options: AnswerTextOptions) {
    this.bytes = bytes;
    this.#digest = digest;
    this.#compressors = options.compressors;
    this.#grow = options.grow;
  }

  static async of(text: string, options: AnswerTextOptions): Promise<AnswerText> {
    const bytes = new TextEncoder().encode(text);
    return new AnswerText(bytes, await digestOf(bytes), options);
  }

  /** The text itself, decoded again (rarely needed: a program's calendar is built from it once). */
  get text(): string {
    return new TextDecoder().decode(this.bytes);
  }

  /** The codings it can be answered in, `identity` among them. */
  get codings(): ContentCoding[] {
    return ['identity', ...this.#compressors.keys()];
  }

  /** The strong `ETag` of its bytes in `coding`. */
  etag(coding: ContentCoding): string {
    return coding === 'identity' ? `"${this.#digest}"` : `"${this.#digest}-${coding}"`;
  }

  /** Its bytes in `coding` (one of `codings`, not `identity`): compressed once, then kept. */
  encoded(coding: Exclude<ContentCoding, 'identity'>): Promise<Bytes> {
    let encoded = this.#encoded.get(coding);
    if (!encoded) {
      encoded = this.#compressors.get(coding)!(this.bytes);
      this.#encoded.set(coding, encoded);
      encoded.then(
        (bytes) => this.#grow(bytes.byteLength),
        () => this.#encoded.delete(coding),
      );
    }
    return encoded;
  }
}

/** The first 128 bits of the bytes' SHA-256, base64url: equal content, equal tags, on every proxy. */
async function digestOf(bytes: Bytes): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...hash.subarray(0, 16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface AnswerTextOptions {
  compressors: Compressors;
  /** Told of the bytes each coding adds to what is kept. */
  grow: (bytes: number) => void;
}
