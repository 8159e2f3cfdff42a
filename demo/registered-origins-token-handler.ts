/**
 * The demo's token handler, allowing exactly the origins that the emulator has registered. So a
 * page of the user's own, where the configurator's snippet is pasted, needs one step: registering
 * its origin with the platform, as an embedder's page would. A real embedder's handler lists its
 * own pages instead. The handler is made anew when the registry changes (its platform token is
 * fetched again then). A refused page is told the command that registers it: the answer's `fix`,
 * which the widget shows in place of its advice for a handler of its own (`allowedOrigins`).
 */
import type { EmulatorClient, RunningEmulator } from '../emulator/src/index.js';
import { DEFAULT_ORIGINS_FILE } from '../emulator/src/index.js';
import { createTokenHandler } from '../src/server/index.js';
import type { TokenHandler } from '../src/server/index.js';

export function registeredOriginsTokenHandler(emulator: RunningEmulator, client: EmulatorClient): TokenHandler {
  let handler: TokenHandler | undefined;
  let handlerOrigins = '';
  return async (request) => {
    const origins = emulator.origins;
    if (handler === undefined || origins.join(' ') !== handlerOrigins) {
      handlerOrigins = origins.join(' ');
      handler = createTokenHandler({
        apiBase: emulator.url,
        clientId: client.id,
        clientSecret: client.secret,
        scope: 'read',
        allowedOrigins: origins,
      });
    }
    const answer = await handler(request);
    const page = pageOrigin(request);
    if (answer.status !== 403 || page === undefined) return answer;
    const body = (await answer.json()) as Record<string, unknown>;
    const headers = new Headers(answer.headers);
    headers.delete('Content-Length');
    if (body['error'] !== 'origin_not_allowed') return Response.json(body, { status: answer.status, headers });
    const fix = registerCommand(emulator, page);
    const message = `${page} is not registered with the emulator: ${fix}.`;
    return Response.json({ ...body, message, fix }, { status: answer.status, headers });
  };
}

/** The page a token request comes from: its Origin, else its Referer's origin. */
function pageOrigin(request: Request): string | undefined {
  const origin = request.headers.get('Origin');
  if (origin) return origin;
  const referer = request.headers.get('Referer');
  return URL.canParse(referer ?? '') ? new URL(referer!).origin : undefined;
}

/** The exact way to register `origin` with this emulator: the command, naming its origins file when not the default. */
function registerCommand(emulator: RunningEmulator, origin: string): string {
  const file = emulator.originsFile;
  if (file === undefined) return `register ${origin} through the emulator's admin API (emulator/README.md)`;
  const variable = file === DEFAULT_ORIGINS_FILE ? '' : `EMULATOR_ORIGINS_FILE=${file} `;
  return `run ${variable}npm run register-origin -- ${origin}`;
}
