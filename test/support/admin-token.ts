/** The emulator's admin client's access token, over real HTTP, as an operator gets one (emulator/README.md). */
import type { RunningEmulator } from '../../emulator/src/index.js';

export async function adminToken(emulator: RunningEmulator): Promise<string> {
  const admin = emulator.clients.find((client) => client.admin);
  if (!admin) throw new Error('The emulator config has no admin client');
  const response = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: admin.id,
      client_secret: admin.secret,
      scope: '',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
