import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { startEmulator } from '../src/index.js';
import { clientToken } from './support.js';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;

/** Runs the CLI until its first stdout line (or exit), runs `whileUp` with it, then stops the CLI. */
async function firstLine(
  args: string[],
  whileUp: (line: string) => Promise<void> = async () => {},
): Promise<{ line: string | null; stderr: string; code: number | null }> {
  // A CORS origins file of its own: the CLI keeps its registry in one, and tests share no state.
  const originsFile = join(mkdtempSync(join(tmpdir(), 'emulator-origins-')), 'cors-origins.json');
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EMULATOR_ORIGINS_FILE: originsFile },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  const line = await new Promise<string | null>((resolve) => {
    lines.once('line', resolve);
    lines.once('close', () => resolve(null));
  });
  if (line !== null) await whileUp(line);
  child.kill('SIGTERM');
  return { line, stderr, code: await exited };
}

const configFile = (config: unknown): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'emulator-config-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
};

describe('CLI and config', () => {
  it('--json --port 0 prints one JSON line {url, clients, origins}, and --config and --envelope apply', async () => {
    const config = configFile({
      clients: [{ id: 'only', secret: 's3cret', redirectUris: ['http://localhost:9000/cb'] }],
      corsOrigins: [{ origin: 'http://localhost:9000', category: 'partner' }],
    });
    let cinemas: unknown;
    const { line, code } = await firstLine(
      ['--port', '0', '--json', '--config', config, '--envelope', 'array'],
      async (text) => {
        const { url } = JSON.parse(text) as { url: string };
        const accessToken = await clientToken(url, { id: 'only', secret: 's3cret' });
        cinemas = await (await fetch(`${url}/cinemas`, { headers: { Authorization: `Bearer ${accessToken}` } })).json();
      },
    );
    assert.equal(Array.isArray(cinemas), true);
    assert.equal((cinemas as unknown[]).length, 25);
    const info = JSON.parse(line!) as { url: string; clients: unknown[]; origins: string[] };
    assert.match(info.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.deepEqual(info.clients, [
      { id: 'only', secret: 's3cret', admin: false, redirectUris: ['http://localhost:9000/cb'] },
    ]);
    assert.deepEqual(info.origins, ['http://localhost:9000']);
    assert.equal(code, 0);
  });

  it('exits with status 2 and a specific message for a bad setting', async () => {
    const { line, stderr, code } = await firstLine(['--port', '0', '--date-times', 'local']);
    assert.equal(line, null);
    assert.equal(code, 2);
    assert.match(stderr, /Invalid emulator settings/);
    assert.match(stderr, /dateTimes/);
  });

  it('--national N seeds a national release, with --national-days and --national-showings-per-day', async () => {
    let total: number | undefined;
    const { code } = await firstLine(
      ['--port', '0', '--json', '--national', '12', '--national-days', '2', '--national-showings-per-day', '3'],
      async (text) => {
        const { url } = JSON.parse(text) as { url: string };
        const accessToken = await clientToken(url);
        const showings = await fetch(`${url}/showings?movieId=550&limit=1`, {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
        total = ((await showings.json()) as { pagination: { total: number } }).pagination.total;
      },
    );
    assert.equal(total, 12 * 2 * 3);
    assert.equal(code, 0);
  });

  it('exits with status 2 naming the field for a bad national seed, or a national knob without --national', async () => {
    const zero = await firstLine(['--port', '0', '--national', '0']);
    assert.equal(zero.code, 2);
    assert.match(zero.stderr, /Invalid emulator seed/);
    assert.match(zero.stderr, /national\.cinemas/);
    const alone = await firstLine(['--port', '0', '--national-days', '3']);
    assert.equal(alone.code, 2);
    assert.match(alone.stderr, /need --national N/);
  });

  it('rejects a config whose origin has a path, naming the file and the field', () => {
    const file = configFile({
      clients: [{ id: 'a', secret: 'b' }],
      corsOrigins: [{ origin: 'http://x.example/app', category: 'partner' }],
    });
    assert.throws(
      () => loadConfig(file),
      (error: Error) =>
        error.message.includes(file) && /no path/.test(error.message) && /corsOrigins/.test(error.message),
    );
  });

  it('rejects unknown fields and duplicate client ids in a config', () => {
    assert.throws(() => loadConfig({ clients: [{ id: 'a', secret: 'b' }], extra: true } as never), /Unrecognized key/);
    assert.throws(
      () =>
        loadConfig({
          clients: [
            { id: 'a', secret: 'b' },
            { id: 'a', secret: 'c' },
          ],
        }),
      /client id "a" appears twice/,
    );
  });

  it('startEmulator takes settings from the config object and resets to them', async () => {
    const emulator = await startEmulator({
      port: 0,
      now: '2026-11-22T12:00:00Z',
      config: { clients: [{ id: 'a', secret: 'b' }], settings: { listEnvelope: 'array', latencyMs: 0 } },
    });
    try {
      assert.equal(emulator.settings.listEnvelope, 'array');
      emulator.configure({ listEnvelope: 'cursor', dateTimes: 'naive' });
      emulator.setClock('2027-01-01T00:00:00Z');
      emulator.registerOrigin('http://localhost:5000');
      assert.deepEqual(emulator.origins, ['http://localhost:5000']);
      assert.throws(() => emulator.configure({ latencyMs: -1 } as never), /latencyMs/);
      emulator.reset();
      assert.equal(emulator.settings.listEnvelope, 'array');
      assert.equal(emulator.settings.dateTimes, 'offset');
      assert.deepEqual(emulator.origins, []);
      assert.deepEqual(emulator.requests, []);
    } finally {
      await emulator.close();
    }
  });

  it('--origin registers page origins as active CORS origins at start, and refuses one that is no origin', async () => {
    const { line } = await firstLine([
      '--port',
      '0',
      '--json',
      '--origin',
      'http://localhost:5173',
      '--origin',
      'https://cinema.example',
    ]);
    const { origins } = JSON.parse(line!) as { origins: string[] };
    assert.ok(origins.includes('http://localhost:5173'));
    assert.ok(origins.includes('https://cinema.example'));
    const refused = await firstLine(['--port', '0', '--json', '--origin', 'https://cinema.example/page']);
    assert.equal(refused.line, null);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /cinema\.example\/page/);
  });
});
