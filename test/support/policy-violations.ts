/**
 * Records a page's Content-Security-Policy violations (Trusted Types included) from before its own
 * scripts run: Playwright injects the listener outside the page's policy. Returns their reader.
 */
import type { Page } from 'playwright';

export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}
