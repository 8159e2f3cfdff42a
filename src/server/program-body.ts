/**
 * A program as the proxy keeps and answers it: its JSON, and the answers made from it (its
 * calendar), each made once, when first asked, and kept with the program, so that they share its
 * cache period and a kept one or a `304` costs no rebuilding. Everything added after the program
 * was kept (an answer made from it, a content coding) is told to `grow`, so that the cache counts
 * it in its bound.
 */
import { AnswerText } from './answer-text.js';
import type { AnswerTextOptions } from './answer-text.js';

export class ProgramBody {
  readonly json: AnswerText;
  readonly complete: boolean;
  readonly #options: AnswerTextOptions;
  readonly #made = new Map<string, Promise<AnswerText>>();

  private constructor(json: AnswerText, complete: boolean, options: AnswerTextOptions) {
    this.json = json;
    this.complete = complete;
    this.#options = options;
  }

  static async of(json: string, complete: boolean, options: AnswerTextOptions): Promise<ProgramBody> {
    return new ProgramBody(await AnswerText.of(json, options), complete, options);
  }

  /**
   * The answer named `name` made from the program: made with `make` once, after `admit` (which
   * refuses by throwing), then kept with it; a failed making is tried again by the next who asks.
   */
  made(name: string, make: () => string, admit: () => void): Promise<AnswerText> {
    let made = this.#made.get(name);
    if (!made) {
      admit();
      made = Promise.resolve().then(async () => {
        const text = await AnswerText.of(make(), this.#options);
        this.#options.grow(text.bytes.byteLength);
        return text;
      });
      this.#made.set(name, made);
      made.catch(() => this.#made.delete(name));
    }
    return made;
  }
}
