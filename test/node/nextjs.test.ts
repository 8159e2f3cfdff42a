// Next.js 16 (docs/react-and-preact.md, "Next.js"): an App Router app as create-next-app writes it, with Cache
// Components on (test/fixtures/next-app), the docs' route files (examples/next-route.mjs, as
// app/showtime-token/route.js and app/showtime-api/[...path]/route.js), built by `next build` and served by
// `next start` on loopback against the emulator. In Chromium, after hydration: the wrapper's server HTML carries the
// attributes, and it sets `tokenProvider` and `cinemaIds`, gets `showtime-select`, and its `preventDefault()` keeps
// the booking link from opening; the element as it is gets neither the properties nor the listener (React's bug,
// react/react#35446); and a page that imports the package only in a server component never registers the tag.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright';
import { startEmulator, type RunningEmulator } from '../../emulator/src/index.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { launchChromium } from '../../scripts/launch-chromium.js';
import { freePort } from '../support/free-port.js';

const ROOT = resolve(import.meta.dirname, '../..');
const NEXT = join(ROOT, 'node_modules/.bin/next');

/** Why `next` cannot run here, or undefined where it can. */
function nextMissing(): string | undefined {
  try {
    execFileSync(NEXT, ['--version'], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    return undefined;
  } catch {
    return 'next cannot run here (npm ci installs it as a dev dependency)';
  }
}

/**
 * The app in a scratch folder of the repository, `.next-apps/` (Turbopack compiles nothing outside the folder of
 * the nearest lockfile, so a folder elsewhere could not reach the packages): the fixture's files, the docs' route
 * files with the modules they import beside them, and the package as `npm pack` ships it (a copy) in its own
 * node_modules; the other packages are found in the repository's, as Node finds them.
 */
function writeApp(): string {
  mkdirSync(join(ROOT, '.next-apps'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.next-apps', 'app-'));
  cpSync(join(ROOT, 'test/fixtures/next-app'), dir, { recursive: true });
  for (const route of ['app/showtime-token', 'app/showtime-api/[...path]']) {
    mkdirSync(join(dir, route), { recursive: true });
    cpSync(join(ROOT, 'examples/next-route.mjs'), join(dir, route, 'route.js'));
    for (const module of ['handlers.mjs', 'site-routes.mjs']) {
      cpSync(join(ROOT, 'examples', module), join(dir, route, module));
    }
  }
  for (const path of ['package.json', 'dist']) {
    cpSync(join(ROOT, path), join(dir, 'node_modules/showtime-finder', path), { recursive: true });
  }
  return dir;
}

/** Resolves once `next start` says it is ready; its output on failure. */
function started(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`next start did not get ready in 30 s:\n${output}`)), 30_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`next start ended with ${code}:\n${output}`)));
  });
}

const skip = nextMissing();

describe('a Next.js 16 App Router app, built and hydrated', { skip }, () => {
  let emulator: RunningEmulator;
  let app: string;
  let server: ChildProcess;
  let browser: Browser;
  let origin: string;
  let cinemaIds: number[];
  let buildOutput: string;

  before(async () => {
    emulator = await startEmulator({ port: 0 });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    emulator.registerOrigin(origin);
    cinemaIds = [...new Set(emulator.showings({ movieId: 550 }).map((showing) => showing.cinemaId))].slice(0, 2);
    const client = emulator.clients.find((candidate) => !candidate.admin)!;
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      CINEMA_API_BASE: emulator.url,
      CINEMA_CLIENT_ID: client.id,
      CINEMA_CLIENT_SECRET: client.secret,
      SITE_ORIGIN: origin,
      SHOWTIME_CINEMAS: cinemaIds.join(','),
    };
    if (!process.env['SHOWTIME_FINDER_BUILT']) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    app = writeApp();
    buildOutput = execFileSync(NEXT, ['build'], { cwd: app, env, encoding: 'utf8', stdio: 'pipe' });
    server = spawn(NEXT, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await started(server);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    server?.kill();
    await emulator?.close();
    if (app) rmSync(app, { recursive: true, force: true });
  });

  /** The page once React hydrated it and the wrapper's widget shows its showtimes. */
  async function hydrated(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.locator('#wrapped showtime-finder [part~="showtime"] a').first().waitFor({ timeout: 20_000 });
    return page;
  }

  it('builds the docs route files with Cache Components, and serves tokens from them at request time', async () => {
    assert.match(buildOutput, /ƒ \/showtime-api\/\[\.\.\.path\]/);
    assert.match(buildOutput, /\/showtime-token/);
    const token = await fetch(`${origin}/showtime-token`, { headers: { Origin: origin } });
    assert.equal(token.status, 200);
    assert.equal(typeof ((await token.json()) as { access_token?: unknown }).access_token, 'string');
  });

  it("writes the wrapper's attributes into the server's HTML", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const wrapped = html.slice(html.indexOf('<section id="wrapped">'));
    const tag = /<showtime-finder[^>]*>/.exec(wrapped)?.[0] ?? '';
    assert.match(tag, new RegExp(`api-base="${emulator.url}"`));
    assert.match(tag, /movie="550"/);
    assert.match(tag, new RegExp(`cinema-ids="${cinemaIds.join(',')}"`));
  });

  it('the wrapper sets tokenProvider and cinemaIds after hydration, and its showtime-select keeps the booking on the page', async () => {
    const page = await hydrated();
    const properties = await page.evaluate(() => {
      const element = document.querySelector<ShowtimeFinderElement>('#wrapped showtime-finder')!;
      return { provider: typeof element.tokenProvider, cinemaIds: element.cinemaIds };
    });
    assert.deepEqual(properties, { provider: 'function', cinemaIds });
    const shown = await page
      .locator('#wrapped showtime-finder [part~="cinema"]')
      .evaluateAll((cinemas) => cinemas.map((cinema) => Number((cinema as HTMLElement).dataset['cinemaId'])));
    assert.ok(shown.length > 0 && shown.every((id) => cinemaIds.includes(id)), `only the cinemas asked: ${shown}`);
    const link = page.locator('#wrapped showtime-finder [part~="showtime"] a').first();
    const href = await link.getAttribute('href');
    const popups: Page[] = [];
    page.context().on('page', (popup) => popups.push(popup));
    await link.click();
    await page.waitForFunction(() => (window as { selections?: string[] }).selections?.length === 1);
    assert.deepEqual(await page.evaluate(() => (window as { selections?: string[] }).selections), [`wrapped ${href}`]);
    await page.waitForTimeout(500);
    assert.deepEqual(popups, [], 'preventDefault() kept the booking link from opening');
    assert.equal(page.url(), `${origin}/`);
    await page.close();
  });

  it('the element as it is gets neither tokenProvider nor cinemaIds from a hydrating React (react/react#35446)', async () => {
    const page = await hydrated();
    const error = page.locator('#plain showtime-finder [part="error"]');
    await error.waitFor({ timeout: 20_000 });
    assert.equal(await error.getAttribute('data-error-code'), 'invalid-config');
    const properties = await page.evaluate(() => {
      const element = document.querySelector<ShowtimeFinderElement>('#plain showtime-finder')!;
      return { provider: typeof element.tokenProvider, cinemaIds: element.cinemaIds ?? null };
    });
    assert.deepEqual(properties, { provider: 'undefined', cinemaIds: null });
    await page.close();
  });

  it('a page that imports the package only in a server component never registers the tag', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/server-only`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('showtime-finder').count(), 1);
    assert.equal(await page.evaluate(() => customElements.get('showtime-finder')), undefined);
    await page.close();
  });
});
