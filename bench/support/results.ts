/**
 * Where a benchmark's figures go: printed as a table, and, under `npm run bench`, appended to the
 * run's results (BENCH_RESULTS names the file; run.ts gathers them into bench/results.json).
 */
import { appendFileSync } from 'node:fs';

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

export function report(benchmark: string, figures: Figure[], context: Record<string, unknown> = {}): void {
  console.table(figures.map(({ name, value, unit }) => ({ figure: name, value: round(value), unit })));
  const file = process.env['BENCH_RESULTS'];
  if (file) appendFileSync(file, `${JSON.stringify({ benchmark, context, figures })}\n`);
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}
