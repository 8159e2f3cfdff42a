/**
 * The demo's token handler, allowing exactly the origins that the emulator has registered. So a
 * page of the user's own, where the configurator's snippet is pasted, needs one step: registering
 * its origin with the platform (emulator/README.md), as an embedder's page would. A real
 * embedder's handler lists its own pages instead. The handler is made anew when the registry
 * changes (its platform token is fetched again then).
 */
import type { EmulatorClient, RunningEmulator } from '../emulator/src/index.js';
import { createTokenHandler } from '../src/server/index.js';
import type { TokenHandler } from '../src/server/index.js';

export function registeredOriginsTokenHandler(emulator: RunningEmulator, client: EmulatorClient): TokenHandler {
  let handler: TokenHandler | undefined;
  let handlerOrigins = '';
  return (request) => {
    const origins = emulator.origins;
    if (handler === undefined || origins.join(' ') !== handlerOrigins) {
      handlerOrigins = origins.join(' ');
      handler = createTokenHandler({
        apiBase: emulator.url,
        clientId: client.id,
        clientSecret: client.secret,
        allowedOrigins: origins,
      });
    }
    return handler(request);
  };
}
