/**
 * Which seed an emulator serves: the default one, or a national release (`{ national: {...} }`).
 * Chosen when it starts, like the catalog of a real platform; not a setting that changes later.
 */
import * as z from 'zod';
import { defaultSeed } from './default-seed.js';
import { nationalSeed, nationalSeedOptionsSchema } from './national-seed.js';
import type { Seed } from './showings.js';

const seedOptionsSchema = z.strictObject({ national: nationalSeedOptionsSchema.optional() });

export type SeedOptions = z.input<typeof seedOptionsSchema>;

/** The seed for these options; throws an Error that names every bad field. */
export function createSeed(options: SeedOptions = {}): Seed {
  const parsed = seedOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid emulator seed: ${z.prettifyError(parsed.error)}`);
  return parsed.data.national ? nationalSeed(parsed.data.national) : defaultSeed();
}
