// Placeholder replaced by the emulator work (issue 2).
export function emulatorPlugin() {
  return { name: 'emulator' };
}
