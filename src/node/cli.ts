#!/usr/bin/env node
/**
 * The package's command, `npx showtime-finder serve`: the proxy (and, with a token scope, the token
 * handler) as a standalone server, for a site whose own stack is no JavaScript (docs/serve.md).
 * A wrong setting ends it with one line and status 1; SIGTERM and SIGINT stop it gracefully.
 */
import { startServe } from './serve.js';
import { readServeSettings, SERVE_USAGE, ServeSettingsError } from './serve-settings.js';

const [command, ...args] = process.argv.slice(2);

if (command === undefined || command === 'help' || command === '--help' || args.includes('--help')) {
  console.log(SERVE_USAGE);
  process.exit(command === undefined ? 1 : 0);
}
if (command !== 'serve') fail(`unknown command "${command}"; the command is "serve".\n\n${SERVE_USAGE}`);

try {
  const running = await startServe(readServeSettings(args, process.env));
  console.log(running.startLine);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`showtime-finder serve: ${signal}: answering the requests under way, then stopping`);
    void running.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  // A setting or a handler option that cannot work, or a port that is taken: one line, no stack.
  const known = error instanceof ServeSettingsError || error instanceof TypeError || isListenError(error);
  if (!known) throw error;
  fail((error as Error).message);
}

function isListenError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL';
}

function fail(message: string): never {
  console.error(`showtime-finder serve: ${message}`);
  process.exit(1);
}
