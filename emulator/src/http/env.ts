import type { HttpBindings } from '@hono/node-server';
import type { ClientConfig } from '../config.js';
import type { TokenScope } from '../oauth/tokens.js';

/** Hono environment: the node-server bindings (absent under `app.request()`) and the caller with its token's scope. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { client: ClientConfig; scope: TokenScope };
}
