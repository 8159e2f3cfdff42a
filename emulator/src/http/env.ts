import type { HttpBindings } from '@hono/node-server';
import type { ClientConfig } from '../config.js';

/** Hono environment: the node-server bindings (absent under `app.request()`) and the caller. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { client: ClientConfig };
}
