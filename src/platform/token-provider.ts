/** Gets a token from an app's own `tokenProvider` function, checking what it hands back. */
import { ShowtimeFinderError } from '../errors.js';
import { issuedToken, tokenAnswerSchema } from './issued-token.js';
import type { IssuedToken } from './issued-token.js';
import type { TokenProvider } from './token-source.js';

export async function tokenFromProvider(provider: TokenProvider, signal?: AbortSignal): Promise<IssuedToken> {
  let answer: unknown;
  try {
    answer = await provider(signal);
  } catch (error) {
    signal?.throwIfAborted();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ShowtimeFinderError('token-unavailable', `The tokenProvider failed: ${reason}`, { cause: error });
  }
  if (typeof answer === 'string' && answer.length > 0) return issuedToken(answer);
  const parsed = tokenAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ShowtimeFinderError(
      'token-unavailable',
      'The tokenProvider must resolve to a token string or to {access_token, expires_in?}.',
      { cause: parsed.error },
    );
  }
  return issuedToken(parsed.data.access_token, parsed.data.expires_in);
}
