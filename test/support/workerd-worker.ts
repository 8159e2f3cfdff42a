/**
 * A Worker recipe inside workerd (Cloudflare's runtime, through miniflare) on loopback: the file bundled with
 * esbuild as wrangler bundles a Worker (the `workerd`, `worker` and `browser` export conditions, so lru-cache's
 * browser build, which needs no Node built-in), with `showtime-finder/server` resolved to this package's sources;
 * and the Wrangler configuration a recipe deploys with, read as Wrangler reads it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import ts from 'typescript';

/** The fields of a wrangler.jsonc that say what runs and how. */
export interface WranglerConfig {
  /** The Worker's file, as a path from the repository's root. */
  main: string;
  compatibilityDate: string;
  compatibilityFlags: string[];
  vars: Record<string, string>;
  /** The configuration's text, comments included. */
  text: string;
}

/** A wrangler.jsonc, comments and trailing commas allowed (TypeScript's reader of tsconfig.json, JSONC too). */
export function readWranglerConfig(file: string): WranglerConfig {
  const text = readFileSync(file, 'utf8');
  const { config, error } = ts.parseConfigFileTextToJson(file, text) as {
    config?: {
      main: string;
      compatibility_date: string;
      compatibility_flags?: string[];
      vars?: Record<string, string>;
    };
    error?: unknown;
  };
  if (!config || error) throw new Error(`${file} is no JSONC Wrangler reads`);
  return {
    main: join(dirname(file), config.main),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    vars: config.vars ?? {},
    text,
  };
}

export interface WorkerOptions {
  compatibilityDate: string;
  compatibilityFlags?: string[];
}

export interface RunningWorker {
  url: string;
  dispose(): Promise<void>;
}

export async function startWorker(
  file: string,
  bindings: Record<string, string>,
  { compatibilityDate, compatibilityFlags = [] }: WorkerOptions = { compatibilityDate: '2026-01-01' },
): Promise<RunningWorker> {
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    alias: { 'showtime-finder/server': './src/server/index.ts' },
    write: false,
  });
  const worker = new Miniflare({
    modules: true,
    script: bundled.outputFiles[0]!.text,
    compatibilityDate,
    compatibilityFlags,
    bindings,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await worker.ready;
  return { url: url.href.replace(/\/$/, ''), dispose: () => worker.dispose() };
}
