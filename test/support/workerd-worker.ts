/**
 * A Worker recipe inside workerd (Cloudflare's runtime, through miniflare) on loopback: the file bundled with
 * esbuild as wrangler bundles a Worker (the `workerd`, `worker` and `browser` export conditions, so lru-cache's
 * browser build, which needs no Node built-in), with `showtime-finder/server` resolved to this package's sources.
 */
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

export interface RunningWorker {
  url: string;
  dispose(): Promise<void>;
}

export async function startWorker(file: string, bindings: Record<string, string>): Promise<RunningWorker> {
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
    compatibilityDate: '2026-01-01',
    bindings,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await worker.ready;
  return { url: url.href.replace(/\/$/, ''), dispose: () => worker.dispose() };
}
