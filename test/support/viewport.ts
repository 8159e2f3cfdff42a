/** Sizes this test page's viewport in any engine (see ./viewport-plugin.ts); resolves to the size reached. */
import { executeServerCommand } from '@web/test-runner-commands';

export function setViewport(size: { width: number; height: number }): Promise<{ width: number; height: number }> {
  return executeServerCommand('viewport', size);
}
