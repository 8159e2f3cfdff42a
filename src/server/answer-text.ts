/**
 * The text of one answer the proxy keeps (a program's JSON, its calendar), with the digest its
 * `ETag` is made of and its bytes in each content coding, each made once, when first asked, and
 * kept beside the text: a cached answer is never compressed twice. `grow` is told what each
 * coding adds, so that the cache counts it in its bound.
 *
 * Each coding has its own strong `ETag`, the text's digest with the coding's name: the same on
 * every proxy for the same content, and known before anything is compressed, so that a `304` costs
 * no compression.
 */
import type { ContentCoding } from './content-coding.js';
import type { Bytes, Compressors } from './compression.js';
import { digestOf } from './program-cut.js';

export class AnswerText {
  readonly text: string;
  readonly #digest: string;
  readonly #compressors: Compressors;
  readonly #grow: (bytes: number) => void;
  readonly #encoded = new Map<ContentCoding, Promise<Bytes>>();

  private constructor(text: string, digest: string, options: AnswerTextOptions) {
    this.text = text;
    this.#digest = digest;
    this.#compressors = options.compressors;
    this.#grow = options.grow;
  }

  static async of(text: string, options: AnswerTextOptions): Promise<AnswerText> {
    return new AnswerText(text, await digestOf(text), options);
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
      encoded = this.#compressors.get(coding)!(new TextEncoder().encode(this.text));
      this.#encoded.set(coding, encoded);
      encoded.then(
        (bytes) => this.#grow(bytes.byteLength),
        () => this.#encoded.delete(coding),
      );
    }
    return encoded;
  }
}

export interface AnswerTextOptions {
  compressors: Compressors;
  /** Told of the bytes each coding adds to what is kept. */
  grow: (bytes: number) => void;
}
