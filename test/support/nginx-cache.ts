/**
 * Debian's nginx with examples/nginx.conf in front of showtime proxy processes (test/support/proxy-process.mjs),
 * all on loopback, for the tests and the spike benchmark: the example file as an embedder includes it, with only
 * its listen address, its upstream servers and its cache folder changed to this run's. nginx runs in the
 * foreground with its own prefix, temporary folders and cache in a temporary folder; it and every proxy process
 * end when their standard input does, so a crashed test leaves nothing running.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { freePort } from './free-port.js';

export const NGINX = '/usr/sbin/nginx';
const EXAMPLE = new URL('../../examples/nginx.conf', import.meta.url);
const PROXY_PROCESS = new URL('./proxy-process.mjs', import.meta.url).pathname;
export const SITE_ORIGIN = 'https://cinema.example';

/** Why the set-up cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  return existsSync(NGINX) ? undefined : `nginx is not installed here (${NGINX}); .ci/run installs it`;
}

export interface ProxyProcess {
  port: number;
  /** The running process, or undefined while stopped. */
  child: ChildProcess | undefined;
}

export interface CacheSetup {
  /** nginx's address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  proxies: ProxyProcess[];
  startProxy(index: number): Promise<void>;
  stopProxy(index: number): Promise<void>;
  /** A proxy process's resident memory in bytes (Linux's /proc). */
  rssOf(index: number): number;
  close(): Promise<void>;
}

export interface CacheSetupOptions {
  emulator: RunningEmulator;
  processes?: number;
  maxAgeSeconds: number;
}

export async function startCacheSetup({
  emulator,
  processes = 2,
  maxAgeSeconds,
}: CacheSetupOptions): Promise<CacheSetup> {
  const folder = mkdtempSync(join(tmpdir(), 'showtime-nginx-'));
  const proxies: ProxyProcess[] = [];
  for (let index = 0; index < processes; index += 1) proxies.push({ port: await freePort(), child: undefined });
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const environment = {
    ...process.env,
    CINEMA_API_BASE: emulator.url,
    CINEMA_CLIENT_ID: client.id,
    CINEMA_CLIENT_SECRET: client.secret,
    SITE_ORIGIN,
    SHOWTIME_MAX_AGE_SECONDS: String(maxAgeSeconds),
  };
  const startProxy = async (index: number) => {
    const proxy = proxies[index]!;
    proxy.child = await startProxyProcess({ ...environment, PORT: String(proxy.port) });
  };
  const stopProxy = async (index: number) => {
    const proxy = proxies[index]!;
    if (proxy.child) await stopped(proxy.child);
    proxy.child = undefined;
  };
  await Promise.all(proxies.map((_, index) => startProxy(index)));
  const nginx = await startNginx({ folder, upstreamPorts: proxies.map((proxy) => proxy.port) });
  const { url } = nginx;
  return {
    url,
    proxies,
    startProxy,
    stopProxy,
    rssOf: (index) => residentBytes(proxies[index]!.child!.pid!),
    close: async () => {
      await Promise.all([nginx.close(), ...proxies.map((_, index) => stopProxy(index))]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** examples/nginx.conf with this run's addresses and cache folder; throws where the example no longer reads so. */
export function exampleConfig(folder: string, port: number, upstreamPorts: number[]): string {
  const replacements: [string | RegExp, string][] = [
    ['/var/cache/nginx/showtime', join(folder, 'cache')],
    [
      /( *)server 127\.0\.0\.1:3001;\n *server 127\.0\.0\.1:3002;/,
      upstreamPorts.map((p) => `$1server 127.0.0.1:${p};`).join('\n'),
    ],
    ['listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`],
  ];
  return replacements.reduce(
    (text, [from, to]) => {
      const changed = text.replace(from, to);
      if (changed === text) throw new Error(`examples/nginx.conf no longer holds ${String(from)}`);
      return changed;
    },
    readFileSync(EXAMPLE, 'utf8'),
  );
}

export interface NginxOptions {
  /** Where its configuration, temporary files, cache and error log go. */
  folder: string;
  upstreamPorts: number[];
  /** `worker_connections`; the cache set-up's 4,096 takes a spike's viewers at once. */
  workerConnections?: number;
  /** The open-file limit nginx starts under (`ulimit -n`); by default this process's. */
  openFiles?: number;
}

export interface RunningNginx {
  url: string;
  close(): Promise<void>;
}

/** nginx with examples/nginx.conf in front of `upstreamPorts`; resolves once it answers. */
export function startNginx({ upstreamPorts, ...options }: NginxOptions): Promise<RunningNginx> {
  return runNginx({ ...options, site: (port) => exampleConfig(options.folder, port, upstreamPorts) });
}

export interface SiteNginxOptions extends Omit<NginxOptions, 'upstreamPorts'> {
  /** The `http` block's site configuration, listening on `port` (a free loopback port). */
  site: (port: number) => string;
}

/** nginx with the site configuration `site` writes; resolves once it answers. */
export async function runNginx({
  folder,
  site,
  workerConnections = 4096,
  openFiles,
}: SiteNginxOptions): Promise<RunningNginx> {
  const port = await freePort();
  writeFileSync(join(folder, 'showtime.conf'), site(port));
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(folder, kind)};`)
    .join('\n  ');
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      // Run as root (CI), nginx's workers would be `nobody`, who cannot enter a private temporary folder.
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      `events { worker_connections ${workerConnections}; }`,
      `http {\n  access_log off;\n  ${temporary}\n  include ${join(folder, 'showtime.conf')};\n}`,
    ].join('\n'),
  );
  const limit = openFiles === undefined ? '' : `ulimit -n ${openFiles}; `;
  // The shell ends nginx (and nginx its workers) once standard input closes: on close(), or when this process dies.
  const nginx = spawn(
    'sh',
    ['-c', `${limit}"$0" -p "$1" -c "$1/nginx.conf" & pid=$!; read _; kill -TERM $pid; wait $pid`, NGINX, folder],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await listening(url, nginx, folder);
  return { url, close: () => stopped(nginx) };
}

async function startProxyProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROXY_PROCESS], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a proxy process did not start within 20 s')), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!String(chunk).includes('listening on')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`a proxy process ended with ${code}`)));
  });
  return child;
}

/** Closes the child's standard input and waits until it has ended. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.stdin!.end();
  });
}

/** Waits until nginx answers; throws with its error log when it ended or did not answer within 10 s. */
async function listening(url: string, nginx: ChildProcess, folder: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    if (nginx.exitCode !== null) break;
    if (
      await fetch(`${url}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = existsSync(join(folder, 'error.log')) ? readFileSync(join(folder, 'error.log'), 'utf8') : '';
  throw new Error(`nginx did not start: ${log}`);
}

function residentBytes(pid: number): number {
  const found = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(found?.[1] ?? 0) * 1024;
}
