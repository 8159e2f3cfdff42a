// A wtr plugin with one command, `accessible-names` (payload {role}), that answers the accessible names
// Chromium itself computed for every node of that role on the test page (its accessibility tree, over
// the DevTools protocol), in document order: what a screen reader is handed, not a reading of the DOM.
// Other engines have no such door here: the command answers false there (a null answer would tell the
// test runner that no plugin knows the command).
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
}

export function accessibilityPlugin(): TestRunnerPlugin {
  return {
    name: 'accessibility',
    async executeCommand({ command, payload, session }) {
      if (command !== 'accessible-names') return undefined;
      const handle = pageOf(session);
      if (handle.type !== 'playwright') return false;
      const devtools = await handle.page.context().newCDPSession(handle.page);
      try {
        const { nodes } = (await devtools.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
        const { role } = payload as { role: string };
        return nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
      } finally {
        await devtools.detach();
      }
    },
  };
}
