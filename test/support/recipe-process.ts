/**
 * A server recipe (examples/) as its own process, and raw HTTP to it over loopback: for the recipes' suites
 * (examples.test.ts, recipes-crowd.test.ts).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** How the recipes run: Node with tsx (the package's sources), and Deno and Bun from their npm packages. */
export const NODE = [process.execPath, '--import', 'tsx'];
export const DENO = [
  'node_modules/.bin/deno',
  'run',
  '--allow-net',
  '--allow-env',
  '--allow-read',
  '--config',
  'examples/deno.json',
];
export const BUN = ['node_modules/.bin/bun'];

/** Whether a package (express, express4) resolves here: neither is a dependency of the package itself. */
export function installed(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

export interface RunningRecipe {
  /** Its address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  process: ChildProcess;
}

export interface RecipeOptions {
  /** The command that runs the file, e.g. `[process.execPath, '--import', 'tsx']`. */
  command: string[];
  file: string;
  env: Record<string, string>;
  /** The open-file limit it runs under (`ulimit -n`, hard and soft); by default this process's. */
  openFiles?: number;
}

/** Starts a recipe on a free port; resolves once it says it listens. */
export async function startRecipe({ command, file, env, openFiles }: RecipeOptions): Promise<RunningRecipe> {
  const [program, ...args] =
    openFiles === undefined ? command : ['bash', '-c', `ulimit -n ${openFiles}; exec "$@"`, 'bash', ...command];
  const child = spawn(program!, [...args, file], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start within 30 s`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /listening on (\S+)/.exec(String(chunk));
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} ended with ${code}`)));
  });
  return { url, process: child };
}

export interface RawRequestOptions {
  /** How long to wait for the status line; default 3 s. */
  waitMs?: number;
  /** The loopback address to connect from (127.0.0.1, 127.0.0.2, ...); default the system's choice. */
  from?: string;
}

/** Sends raw bytes on a new connection; resolves with the status line answered (or how the connection ended). */
export function rawRequest(
  url: string,
  text: string,
  { waitMs = 3_000, from }: RawRequestOptions = {},
): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: from });
    let received = '';
    const done = (what: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(what);
    };
    const timer = setTimeout(() => done(received.split('\r\n')[0] || 'no answer'), waitMs);
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.includes('\r\n')) done(received.split('\r\n')[0]!);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(`error ${error.code}`));
    socket.write(text);
  });
}
