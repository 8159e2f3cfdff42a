/**
 * The emulator's configuration file: clients, registered CORS origins and settings.
 * Its format is documented in emulator/README.md; the shipped default is
 * emulator/data/default-config.json.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { settingsPatchSchema } from './settings.js';
import { originProblem, CORS_ORIGIN_CATEGORIES } from './cors/origin.js';

const clientSchema = z.strictObject({
  id: z.string().min(1),
  secret: z.string().min(1),
  name: z.string().optional(),
  admin: z.boolean().default(false),
  redirectUris: z.array(z.url()).default([]),
});

const corsOriginSchema = z.strictObject({
  origin: z.string().superRefine((value, ctx) => {
    const problem = originProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  category: z.enum(CORS_ORIGIN_CATEGORIES),
  comment: z.string().nullable().default(null),
  isActive: z.boolean().default(true),
});

const configSchema = z.strictObject({
  clients: z.array(clientSchema).min(1),
  corsOrigins: z.array(corsOriginSchema).default([]),
  settings: settingsPatchSchema.default({}),
});

/** The config as written in a file or passed to `startEmulator` (defaults may be left out). */
export type EmulatorConfig = z.input<typeof configSchema>;
/** The config with every default filled in. */
export type ResolvedConfig = z.output<typeof configSchema>;
export type ClientConfig = ResolvedConfig['clients'][number];

export const DEFAULT_CONFIG_PATH = new URL('../data/default-config.json', import.meta.url);

/** Reads and validates a config; throws an Error naming the file and every bad field. */
export function loadConfig(source: string | URL | EmulatorConfig = DEFAULT_CONFIG_PATH): ResolvedConfig {
  const fromFile = typeof source === 'string' || source instanceof URL;
  const label = fromFile ? String(source) : 'the config object';
  let raw: unknown = source;
  if (fromFile) {
    try {
      raw = JSON.parse(readFileSync(source, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot read emulator config ${label}: ${(error as Error).message}`, { cause: error });
    }
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid emulator config in ${label}: ${z.prettifyError(parsed.error)}`);
  const ids = parsed.data.clients.map((client) => client.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Invalid emulator config in ${label}: client id "${duplicate}" appears twice`);
  return parsed.data;
}
