// A wtr plugin with one command, `accessible-names` (payload {role}), that answers the accessible name
// Chromium itself computed for every node of that role on the test page, and whether it is disabled
// (its accessibility tree, over the DevTools protocol), in document order: what a screen reader is
// handed, not a reading of the DOM. Other engines have no such door here: the command answers null there.
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

/** One node of the role asked for. */
export interface AccessibleNode {
  name: string;
  disabled: boolean;
}

export function accessibilityPlugin(): TestRunnerPlugin {
  return {
    name: 'accessibility',
    async executeCommand({ command, payload, session }) {
      if (command !== 'accessible-names') return undefined;
      const handle = pageOf(session);
      if (handle.type !== 'playwright') return null;
      const devtools = await handle.page.context().newCDPSession(handle.page);
      try {
        const { nodes } = (await devtools.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
        const { role } = payload as { role: string };
        return nodes
          .filter((node) => !node.ignored && node.role?.value === role)
          .map((node): AccessibleNode => ({
            name: node.name?.value ?? '',
            disabled:
              node.properties?.some((property) => property.name === 'disabled' && property.value.value) ?? false,
          }));
      } finally {
        await devtools.detach();
      }
    },
  };
}
