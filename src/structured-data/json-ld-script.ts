/**
 * Where the structured data goes: one `<script type="application/ld+json">` child of the element,
 * in the page's light DOM where search engines read it (docs/design.md, "Light DOM"). It is
 * written as data: the JSON's every `<` is escaped, so no platform text (`</script>`, `<!--`) can
 * end the element or change how an HTML parser reads it, should the page's markup be saved or
 * rendered on a server. Where the page enforces Trusted Types, its text goes through the widget's
 * own policy, `showtime-finder`; a page whose `trusted-types` directive does not allow that name
 * gets no markup, one console line, and its showtimes as ever.
 */
import { inSlices } from '../common/in-slices.js';
import { scriptJson } from '../common/script-json.js';
import type { Schedule } from '../schedule/types.js';
import { describedSlices } from './screening-events.js';

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

/** The structured data the server's render wrote (src/server-render/): the widget writes its own into it. */
const SERVER_GRAPH_SELECTOR = 'script[type="application/ld+json"][data-showtime-graph]';

/** Each element's script, once written (or the server's): one per element, the same one rewritten. */
const scripts = new WeakMap<Element, HTMLScriptElement>();
/** What each element's script is to say last: a write described over several tasks gives way to a later one. */
const latest = new WeakMap<Element, Schedule | undefined>();

/**
 * Writes the schedule's screening events into the host's script, made at the first write; none removes the script.
 * The events are described a slice per task (a national release's thousand take long on a phone), then written at once.
 */
export async function keepStructuredData(host: Element, schedule: Schedule | undefined): Promise<void> {
  const script =
    scripts.get(host) ??
    host.querySelector<HTMLScriptElement>(`:scope > ${SERVER_GRAPH_SELECTOR}`) ??
    document.createElement('script');
  latest.set(host, schedule);
  if (!schedule || policy === null) return script.remove();
  const text = await graphText(schedule);
  if (latest.get(host) !== schedule) return;
  try {
    policy ??= pagePolicy();
    script.type = 'application/ld+json';
    script.textContent = policy.createScript(text);
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

/** The graph's JSON, every `<` escaped, made a slice per task. */
function graphText(schedule: Schedule): Promise<string> {
  return inSlices(function* () {
    const events: string[] = [];
    for (const slice of describedSlices(schedule)) {
      events.push(...slice.map(scriptJson));
      yield;
    }
    return `{"@context":"https://schema.org","@graph":[${events.join(',')}]}`;
  });
}

function pagePolicy(): ScriptPolicy {
  const pass = { createScript: (text: string) => text };
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptPolicy): ScriptPolicy } })
    .trustedTypes;
  return factory?.createPolicy(POLICY_NAME, pass) ?? pass;
}
