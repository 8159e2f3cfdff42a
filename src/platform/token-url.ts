/**
 * Gets a token from the embedder's token handler (the `token-url` attribute). The handler lives
 * on the page's own server and knows the visitor by cookie, hence `credentials: 'same-origin'`.
 */
import { ShowtimeFinderError } from '../errors.js';
import { readFailure } from './failure.js';
import { issuedToken, tokenAnswerSchema } from './issued-token.js';
import type { IssuedToken } from './issued-token.js';

const timeoutMs = 15_000;

export async function tokenFromUrl(url: string, signal?: AbortSignal): Promise<IssuedToken> {
  const unavailable = (what: string, cause?: unknown) =>
    new ShowtimeFinderError('token-unavailable', `Could not get an access token from ${url}: ${what}.`, { cause });
  const timeout = AbortSignal.timeout(timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw unavailable(`it answered ${(await readFailure(response)).text}`);
    body = JSON.parse(await response.text());
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof ShowtimeFinderError) throw error;
    const what =
      error instanceof SyntaxError
        ? 'its answer is not JSON'
        : timeout.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : 'the request failed (is the server up?)';
    throw unavailable(what, error);
  }
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    throw unavailable(
      `its answer is not {access_token, token_type, expires_in} (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
      answer.error,
    );
  }
  return issuedToken(answer.data.access_token, answer.data.expires_in);
}
