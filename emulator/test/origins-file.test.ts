// The CORS registry's data file: registrations survive a restart, `npm run register-origin`
// reaches a running emulator through it, `--reset` empties it, and a broken file names the way
// out. Each test has a file of its own in a temporary directory.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../src/index.js';
import { ADMIN, clientToken } from './support.js';

const REGISTER = new URL('../src/register-origin.ts', import.meta.url).pathname;
const PAGE = 'http://localhost:5173';

const temporaryFile = (): string => join(mkdtempSync(join(tmpdir(), 'emulator-origins-')), 'cors-origins.json');

/** Whether the emulator's preflight lets a page of `origin` read its answers, as a browser asks. */
async function allows(emulator: RunningEmulator, origin: string): Promise<boolean> {
  const answer = await fetch(`${emulator.url}/showings`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  });
  return answer.headers.get('Access-Control-Allow-Origin') === origin;
}

async function registerOrigin(
  file: string,
  ...args: string[]
): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', REGISTER, ...args], {
      env: { ...process.env, EMULATOR_ORIGINS_FILE: file },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

async function withEmulator(file: string, work: (emulator: RunningEmulator) => Promise<void>): Promise<void> {
  const emulator = await startEmulator({ port: 0, originsFile: file });
  try {
    await work(emulator);
  } finally {
    await emulator.close();
  }
}

describe('the CORS origins file', () => {
  it('keeps an origin registered through the admin API across a restart', async () => {
    const file = temporaryFile();
    await withEmulator(file, async (emulator) => {
      assert.equal(await allows(emulator, PAGE), false);
      const token = await clientToken(emulator.url, ADMIN);
      const created = await fetch(`${emulator.url}/cors-origins`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ origin: PAGE, category: 'partner' }),
      });
      assert.equal(created.status, 201);
      assert.equal(await allows(emulator, PAGE), true);
    });
    await withEmulator(file, async (restarted) => {
      assert.equal(await allows(restarted, PAGE), true);
      assert.ok(restarted.origins.includes('http://localhost:8080'), "the config's origins are kept beside it");
    });
  });

  it('npm run register-origin reaches a running emulator at its next request, and --reset takes it back', async () => {
    const file = temporaryFile();
    await withEmulator(file, async (emulator) => {
      assert.equal(await allows(emulator, PAGE), false);
      const registered = await registerOrigin(file, PAGE);
      assert.equal(registered.code, 0);
      assert.match(registered.stdout, new RegExp(`Registered ${PAGE} \\(active\\) in ${file}\\.`));
      assert.equal(await allows(emulator, PAGE), true);
      const reset = await registerOrigin(file, '--reset');
      assert.equal(reset.code, 0);
      assert.equal(existsSync(file), false);
      assert.equal(await allows(emulator, PAGE), false);
      assert.equal(await allows(emulator, 'http://localhost:8080'), true);
    });
  });

  it('register-origin refuses a URL that is not an origin, saying how to write it', async () => {
    const refused = await registerOrigin(temporaryFile(), `${PAGE}/page`);
    assert.equal(refused.code, 2);
    assert.match(
      refused.stderr,
      /"http:\/\/localhost:5173\/page" is not an origin: .* write it as "http:\/\/localhost:5173"/,
    );
  });

  it('keeps an origin registered for this run only out of the file', async () => {
    const file = temporaryFile();
    await withEmulator(file, async (emulator) => {
      emulator.registerOrigin('http://127.0.0.1:40001', { persist: false });
      emulator.registerOrigin(PAGE);
      assert.equal(await allows(emulator, 'http://127.0.0.1:40001'), true);
    });
    const saved = readFileSync(file, 'utf8');
    assert.match(saved, /"origin": "http:\/\/localhost:5173"/);
    assert.doesNotMatch(saved, /40001/);
  });

  it('names a broken file and the command that starts it anew', async () => {
    const file = temporaryFile();
    writeFileSync(file, '{"corsOrigins": [{"origin": "http://x.example/"}]}');
    await assert.rejects(
      startEmulator({ port: 0, originsFile: file }),
      (error: Error) => error.message.includes(file) && error.message.includes('npm run register-origin -- --reset'),
    );
    assert.equal((await registerOrigin(file, '--reset')).code, 0);
    assert.equal((await registerOrigin(file, PAGE)).code, 0);
  });

  it('stays in memory without a file, and reset() goes back to the config', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      emulator.registerOrigin(PAGE);
      assert.equal(emulator.originsFile, undefined);
      emulator.reset();
      assert.equal(await allows(emulator, PAGE), false);
    } finally {
      await emulator.close();
    }
  });
});
