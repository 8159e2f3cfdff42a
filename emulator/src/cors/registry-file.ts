/**
 * The CORS registry's data file, so that a registered origin survives a restart: the registry's
 * records as JSON. `npm run emulator`, `npm start` and `npm run register-origin` share one file
 * (EMULATOR_ORIGINS_FILE, else emulator/state/cors-origins.json); an emulator started in-process
 * keeps its registry in memory unless given a file. Writes go through a rename, so a reader never
 * sees half a file, and each write gives the file a new identity that a running emulator notices.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { CORS_ORIGIN_CATEGORIES, originProblem } from './origin.js';
import type { CorsOriginRecord } from './registry.js';

export const DEFAULT_ORIGINS_FILE = fileURLToPath(new URL('../../state/cors-origins.json', import.meta.url));

/** The data file the commands share: `EMULATOR_ORIGINS_FILE` when set (tests use a temporary one), else the default. */
export function originsFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return env['EMULATOR_ORIGINS_FILE'] || DEFAULT_ORIGINS_FILE;
}

const recordSchema = z.strictObject({
  id: z.int().positive(),
  origin: z.string().refine((value) => originProblem(value) === null, { error: 'not a serialized origin' }),
  category: z.enum(CORS_ORIGIN_CATEGORIES),
  comment: z.string().nullable(),
  isActive: z.boolean(),
  createdBy: z.int().nullable(),
  createdDatetime: z.string(),
  modifiedDatetime: z.string().nullable(),
});

const fileSchema = z.strictObject({ corsOrigins: z.array(recordSchema) });

/** What changes with every write (a rename gives a new inode), or null when there is no file. */
export function fileVersion(path: string): string | null {
  try {
    const stat = statSync(path);
    return `${stat.ino} ${stat.mtimeMs} ${stat.size}`;
  } catch {
    return null;
  }
}

/** The records in the file, or undefined when there is none; throws naming the file when it is unreadable. */
export function readOriginsFile(path: string): CorsOriginRecord[] | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read the CORS origins file ${path}: ${(error as Error).message}`, { cause: error });
  }
  let parsed: ReturnType<typeof fileSchema.safeParse>;
  try {
    parsed = fileSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new Error(`The CORS origins file ${path} is not JSON (${(error as Error).message}). ${RESET_HINT}`, {
      cause: error,
    });
  }
  if (!parsed.success) {
    throw new Error(`The CORS origins file ${path} is not valid: ${z.prettifyError(parsed.error)}. ${RESET_HINT}`);
  }
  return parsed.data.corsOrigins;
}

const RESET_HINT = '`npm run register-origin -- --reset` starts it anew from the config.';

export function writeOriginsFile(path: string, records: readonly CorsOriginRecord[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ corsOrigins: records }, null, 2)}\n`);
  renameSync(temporary, path);
}

export function removeOriginsFile(path: string): void {
  rmSync(path, { force: true });
}
