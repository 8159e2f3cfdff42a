/** The emulator's admin client's access token, over real HTTP, as an operator gets one (emulator/README.md). */
import type { RunningEmulator } from '../../emulator/src/index.js';
import { clientToken } from '../../emulator/test/support.js';

export function adminToken(emulator: RunningEmulator): Promise<string> {
  const admin = emulator.clients.find((client) => client.admin);
  if (!admin) throw new Error('The emulator config has no admin client');
  return clientToken(emulator.url, admin);
}
