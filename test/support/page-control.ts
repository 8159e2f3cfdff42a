/**
 * Reaching a test session's page from a wtr plugin in every engine: Playwright's page (Chromium),
 * Puppeteer's page (Firefox over BiDi) or the WebDriver session (WebKit), and running a script in it.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import type { PlaywrightLauncher } from '@web/test-runner-playwright';
import type { ChromeLauncher } from '@web/test-runner-chrome';

export type Session = Parameters<NonNullable<TestRunnerPlugin['executeCommand']>>[0]['session'];

/** The parts of webdriverio's session the plugins use. */
export interface WebDriverSession {
  execute<T>(script: string): Promise<T>;
  setWindowSize(width: number, height: number): Promise<unknown>;
  getWindowSize(): Promise<{ width: number; height: number }>;
  /** Presses the keys in order; a modifier stays held until it comes again. */
  keys(keys: string[]): Promise<unknown>;
}

export type PageHandle =
  | { type: 'playwright'; page: ReturnType<PlaywrightLauncher['getPage']> }
  | { type: 'puppeteer'; page: ReturnType<ChromeLauncher['getPage']> }
  | { type: 'webdriver'; driver: WebDriverSession };

export function pageOf(session: Session): PageHandle {
  const launcher = session.browser;
  switch (launcher.type) {
    case 'playwright':
      return { type: 'playwright', page: (launcher as PlaywrightLauncher).getPage(session.id) };
    case 'puppeteer':
      return { type: 'puppeteer', page: (launcher as ChromeLauncher).getPage(session.id) };
    case 'webdriver': {
      // The launcher keeps its webdriverio session private; with concurrency 1 its one window is the test page.
      const driver = (launcher as unknown as { driver?: WebDriverSession }).driver;
      if (!driver) throw new Error('The WebDriver launcher has no session yet');
      return { type: 'webdriver', driver };
    }
    default:
      throw new Error(`No page control for browser launcher type "${launcher.type}"`);
  }
}

/**
 * Runs `body` (a function body; `return` gives its result) in the session's page. A string, not a
 * function: tsx adds helpers to compiled functions that do not exist in the page.
 */
export async function runInPage<T>(session: Session, body: string): Promise<T> {
  const handle = pageOf(session);
  const script = `(() => {${body}})()`;
  if (handle.type === 'webdriver') return handle.driver.execute<T>(`return ${script};`);
  if (handle.type === 'puppeteer') return (await handle.page.evaluate(script)) as T;
  return (await handle.page.evaluate(script)) as T;
}
