/**
 * What `showtime-finder serve` runs with, read from its flags and, for each flag left out, the
 * environment variable beside it (a flag wins). A setting that cannot work ends the command with one
 * message naming the flag and the variable, before anything listens. The client secret is best
 * given in the environment (or a systemd credential): a flag shows in the process list.
 */
import { parseArgs } from 'node:util';

export interface ServeSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Where it listens. */
  host: string;
  port: number;
  /** The proxy's path, the widget's `proxy-url`. */
  basePath: string;
  /** Pages of other origins the proxy (and the token handler) answer. */
  allowedOrigins: string[];
  cacheMaxBytes: number | undefined;
  /** The token handler's scope; without it no token handler runs. */
  tokenScope: string | undefined;
  /**
   * The origin your visitors reach it under (your site's, behind a reverse proxy); each request's URL is built from
   * it.
   */
  siteOrigin: string;
  /** Your reverse proxies' addresses, whose X-Forwarded-For names the client. */
  trustedProxies: string[];
}

export class ServeSettingsError extends Error {
  override name = 'ServeSettingsError';
}

/** Each setting: its flag and its environment variable, with what the usage says of it. */
const SETTINGS = {
  'api-base': { variable: 'CINEMA_API_BASE', help: 'the Cinema Platform base URL (required)' },
  'client-id': { variable: 'CINEMA_CLIENT_ID', help: 'the platform client id (required)' },
  'client-secret': { variable: 'CINEMA_CLIENT_SECRET', help: 'its secret (required; better in the environment)' },
  host: { variable: 'HOST', help: 'the address to listen on (default 127.0.0.1; 0.0.0.0 in a container)' },
  port: { variable: 'PORT', help: 'the port (default 8788; 0 = any free port)' },
  'base-path': { variable: 'BASE_PATH', help: "the proxy's path, the widget's proxy-url (default /showtime-api/)" },
  'allowed-origins': { variable: 'ALLOWED_ORIGINS', help: 'comma-separated origins of pages on other origins' },
  'cache-max-bytes': { variable: 'CACHE_MAX_BYTES', help: "the proxy cache's bound in bytes (default 64 MiB)" },
  'token-scope': { variable: 'TOKEN_SCOPE', help: 'a read-only scope: also serve tokens at /showtime-token' },
  'site-origin': { variable: 'SITE_ORIGIN', help: 'the origin visitors reach this server under (default its own)' },
  'trusted-proxies': { variable: 'TRUSTED_PROXIES', help: 'comma-separated addresses of your reverse proxies' },
} as const;

type SettingName = keyof typeof SETTINGS;

export const SERVE_USAGE = `Usage: showtime-finder serve [--flag value]...

The showtime proxy (and, with a token scope, the token handler) as a standalone server.
Each flag may be given instead as the environment variable beside it; a flag wins.

${Object.entries(SETTINGS)
  .map(([flag, { variable, help }]) => `  --${`${flag} VALUE`.padEnd(23)} ${variable.padEnd(21)} ${help}`)
  .join('\n')}`;

/** The settings of `args` (the words after `serve`) and `env`; throws a ServeSettingsError naming what is wrong. */
export function readServeSettings(args: readonly string[], env: NodeJS.ProcessEnv): ServeSettings {
  const flags = parseFlags(args);
  const read = (name: SettingName): string | undefined => {
    const value = flags[name] ?? env[SETTINGS[name].variable];
    return value?.trim() || undefined;
  };
  const required = (name: SettingName): string =>
    read(name) ?? fail(name, 'is required: the proxy cannot read the platform without it');
  const port = integerSetting('port', read('port') ?? '8788', 65_535);
  const host = read('host') ?? '127.0.0.1';
  return {
    apiBase: required('api-base'),
    clientId: required('client-id'),
    clientSecret: required('client-secret'),
    host,
    port,
    basePath: read('base-path') ?? '/showtime-api/',
    allowedOrigins: listOf(read('allowed-origins')),
    cacheMaxBytes: read('cache-max-bytes') === undefined ? undefined : cacheBound(read('cache-max-bytes')!),
    tokenScope: read('token-scope'),
    siteOrigin: read('site-origin') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    trustedProxies: listOf(read('trusted-proxies')),
  };
}

function parseFlags(args: readonly string[]): Partial<Record<SettingName, string>> {
  const options = Object.fromEntries(Object.keys(SETTINGS).map((flag) => [flag, { type: 'string' as const }]));
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new ServeSettingsError((error as Error).message);
  }
}

function integerSetting(name: SettingName, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) > max) fail(name, `must be a whole number from 0 to ${max}; got "${text}"`);
  return Number(text);
}

function cacheBound(text: string): number {
  const bytes = integerSetting('cache-max-bytes', text, Number.MAX_SAFE_INTEGER);
  // Below a megabyte the cache holds hardly a program: a typo rather than a choice.
  if (bytes < 2 ** 20) fail('cache-max-bytes', `must be at least 1048576 (1 MiB); got ${bytes}`);
  return bytes;
}

function listOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function fail(name: SettingName, problem: string): never {
  throw new ServeSettingsError(`--${name} (or ${SETTINGS[name].variable}) ${problem}.`);
}
