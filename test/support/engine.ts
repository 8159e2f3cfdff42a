/** Which engine a browser test runs in, for the few tests that one engine cannot run (each says why). */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export const ENGINE: Engine = / Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrome\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';
