/**
 * Where the structured data goes: one `<script type="application/ld+json">` child of the element,
 * in the page's light DOM where search engines read it (docs/design.md, "Light DOM"). It is
 * written as data: the JSON's every `<` is escaped, so no platform text (`</script>`, `<!--`) can
 * end the element or change how an HTML parser reads it, should the page's markup be saved or
 * rendered on a server. Where the page enforces Trusted Types, its text goes through the widget's
 * own policy, `showtime-finder`; a page whose `trusted-types` directive does not allow that name
 * gets no markup, one console line, and its showtimes as ever.
 */
import type { Schedule } from '../schedule/types.js';
import { screeningGraph } from './screening-events.js';

/** The part of a Trusted Types policy that writes script text (lib.dom has no Trusted Types yet). */
interface ScriptPolicy {
  createScript(text: string): string;
}

export const POLICY_NAME = 'showtime-finder';

/**
 * The page's policy, made at the first write (a name may be created once a page); a plain pass
 * where the browser has no Trusted Types; null once the page refused it, which is then not asked again.
 */
let policy: ScriptPolicy | null | undefined;

/** Each element's script, once written: one per element, the same one rewritten. */
const scripts = new WeakMap<Element, HTMLScriptElement>();

/** Writes the schedule's screening events into the host's script, made at the first write; none removes the script. */
export function keepStructuredData(host: Element, schedule: Schedule | undefined): void {
  const script = scripts.get(host) ?? document.createElement('script');
  if (!schedule || policy === null) return script.remove();
  try {
    policy ??= pagePolicy();
    script.type = 'application/ld+json';
    script.textContent = policy.createScript(JSON.stringify(screeningGraph(schedule)).replace(/</g, '\\u003c'));
  } catch (error) {
    policy = null;
    console.warn(
      `showtime-finder: no structured data is written (${String(error)}). A page that restricts Trusted Types ` +
        `policy names allows "${POLICY_NAME}" beside "lit-html".`,
    );
    return;
  }
  scripts.set(host, script);
  if (script.parentNode !== host) host.append(script);
}

function pagePolicy(): ScriptPolicy {
  const pass = { createScript: (text: string) => text };
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptPolicy): ScriptPolicy } })
    .trustedTypes;
  return factory?.createPolicy(POLICY_NAME, pass) ?? pass;
}
