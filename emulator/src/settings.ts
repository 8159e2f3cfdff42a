/**
 * Run-time settings of the emulator: how it shapes lists and date-times, which platform quirks it
 * has, and which faults it injects. They come from the config file, the CLI or `configure()`, and all three go through
 * the same schema, so a typo gets the same clear error everywhere.
 */
import * as z from 'zod';

export const faultRuleSchema = z.strictObject({
  path: z.string().startsWith('/').optional(),
  query: z.string().optional(),
  method: z.string().toUpperCase().optional(),
  status: z.int().min(400).max(599).optional(),
  retryAfter: z.int().min(0).optional(),
  body: z.enum(['malformed', 'truncated', 'html', 'wrong-shape']).optional(),
  latencyMs: z.int().min(0).optional(),
  dropConnection: z.boolean().optional(),
  times: z.int().min(1).optional(),
});

export const settingsSchema = z.strictObject({
  listEnvelope: z.enum(['cursor', 'array']),
  dateTimes: z.enum(['offset', 'naive']),
  latencyMs: z.int().min(0),
  legacyMovieIdsInPath: z.boolean(),
  ignoreFilters: z.boolean(),
  ignoreSort: z.boolean(),
  showingsSort: z.enum(['startDatetime', 'cinema']),
  faults: z.array(faultRuleSchema),
});

export const settingsPatchSchema = settingsSchema.partial();

/** A fault to inject: see emulator/README.md, "Faults". */
export type FaultRule = z.infer<typeof faultRuleSchema>;

export type EmulatorSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: EmulatorSettings = {
  listEnvelope: 'cursor',
  dateTimes: 'offset',
  latencyMs: 0,
  legacyMovieIdsInPath: true,
  ignoreFilters: false,
  ignoreSort: false,
  showingsSort: 'startDatetime',
  faults: [],
};

/** Applies a patch after validating it; throws an Error that names every bad field. */
export function patchSettings(current: EmulatorSettings, patch: unknown): EmulatorSettings {
  const parsed = settingsPatchSchema.safeParse(patch);
  if (!parsed.success) {
    throw new Error(`Invalid emulator settings: ${z.prettifyError(parsed.error)}`);
  }
  return { ...current, ...parsed.data, faults: [...(parsed.data.faults ?? current.faults)] };
}
