// A wtr plugin for the widget's fault soak (test/browser/fault-soak.test.ts). Command `soak-settings` answers
// its seed and rounds: the project's seed and one round per kind of fault and endpoint in `npm test`, or
// SOAK_SEED and SOAK_ROUNDS from the runner's environment for a longer run (`npm run bench -- fault-soak`).
// Command `soak-report` (payload: the soak's tallies) writes them to the file SOAK_REPORT names, if any, for
// the benchmark to read.
import { writeFileSync } from 'node:fs';
import type { TestRunnerPlugin } from '@web/test-runner';

export interface SoakSettings {
  seed?: number;
  rounds?: number;
}

export function soakPlugin(): TestRunnerPlugin {
  return {
    name: 'soak',
    executeCommand({ command, payload }) {
      if (command === 'soak-settings') {
        const { SOAK_SEED, SOAK_ROUNDS } = process.env;
        const settings: SoakSettings = {
          ...(SOAK_SEED ? { seed: Number(SOAK_SEED) } : {}),
          ...(SOAK_ROUNDS ? { rounds: Number(SOAK_ROUNDS) } : {}),
        };
        return settings;
      }
      if (command === 'soak-report') {
        const file = process.env['SOAK_REPORT'];
        if (file) writeFileSync(file, JSON.stringify(payload));
        return true;
      }
      return undefined;
    },
  };
}
