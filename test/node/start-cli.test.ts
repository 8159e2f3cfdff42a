// `npm start` as a user types it: `--origin URL` (repeatable) registers page origins with the
// emulator and keeps them in its CORS origins file (a temporary one here), and a wrong flag or
// origin ends with a message, not a stack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  output: string;
  code: number | null;
}

/** Runs `npm start -- ...args` until its output matches `until` (then stops it) or it exits. */
function npmStart(args: string[], originsFile: string, until?: RegExp): Promise<Run> {
  const child = spawn('npm', ['start', '--silent', '--', ...args], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, EMULATOR_ORIGINS_FILE: originsFile },
  });
  let output = '';
  return new Promise((done) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // npm runs the demo in a child of its own: the whole group started here is stopped.
      if (until?.test(output)) process.kill(-child.pid!, 'SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => done({ output, code }));
  });
}

const originsFile = () => join(mkdtempSync(join(tmpdir(), 'start-origins-')), 'cors-origins.json');

test('npm start -- --origin URL --origin URL registers both with the emulator and keeps them in its origins file', async () => {
  const file = originsFile();
  const pages = ['http://127.0.0.1:5173', 'http://localhost:5173'];
  const started = await npmStart(
    ['--port', '0', '--emulator-port', '0', ...pages.flatMap((page) => ['--origin', page])],
    file,
    /Origins: .*\n.*kept in/,
  );
  assert.match(started.output, new RegExp(`Origins: .*${pages[0]}, ${pages[1]}`));
  assert.match(started.output, new RegExp(`kept in ${file}`));
  const saved = readFileSync(file, 'utf8');
  for (const page of pages) assert.ok(saved.includes(`"origin": "${page}"`), `${page} is in the file`);
  const demoPort = started.output.match(/Demo: +http:\/\/127\.0\.0\.1:(\d+)\//)?.[1];
  assert.ok(demoPort);
  assert.ok(!saved.includes(`:${demoPort}"`), "the demo's own origin on a port picked at start is not kept");
});

test('npm start says what is wrong with an unknown flag or an origin with a path, without a stack', async () => {
  const unknown = await npmStart(['--orign', 'http://127.0.0.1:5173'], originsFile());
  assert.equal(unknown.code, 1);
  assert.match(unknown.output, /npm start: Unknown option '--orign'/);
  assert.match(unknown.output, /--origin URL +register your page's origin/);
  assert.doesNotMatch(unknown.output, /\n\s+at /);
  const path = await npmStart(['--origin', 'http://127.0.0.1:5173/page'], originsFile());
  assert.equal(path.code, 1);
  assert.match(
    path.output,
    /--origin: "http:\/\/127\.0\.0\.1:5173\/page" is not an origin: .* "http:\/\/127\.0\.0\.1:5173"/,
  );
});
