// `npm run build`: the widget as one self-contained file per loading style (docs/design.md, "Public contract"):
// dist/showtime-finder.js (ES module) and dist/showtime-finder.iife.js (classic script), each
// with lit and every other dependency inside. The dev server (`npm start`'s demo) uses the same
// config and serves src/ as is.
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { minify as terser } from 'terser';
import { minifyCssTemplates } from './scripts/vite-minify-css.js';

/**
 * A last pass of terser over each finished bundle, with safe options only (its defaults, two
 * passes): its compressor still finds bytes after oxc's (docs/performance.md, measured with and
 * without), bytes a slow phone need not load.
 */
const terserPass: Plugin = {
  name: 'terser-pass',
  apply: 'build',
  async generateBundle(options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const result = await terser(chunk.code, {
        module: options.format === 'es',
        ecma: 2020,
        compress: { passes: 2 },
        mangle: true,
        // Non-ASCII written as escapes: the classic script reads right on a page of another charset (iso-8859-1).
        format: { comments: false, ascii_only: true },
      });
      chunk.code = result.code!;
    }
  },
};

export default defineConfig({
  plugins: [minifyCssTemplates, terserPass],
  // Lit's production build: no dev-mode warnings, smaller.
  resolve: { conditions: ['production', 'module', 'browser', 'default'] },
  build: {
    target: 'es2022',
    minify: true,
    rolldownOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Vite leaves whitespace in ES library builds (for re-bundling); this file is served as is.
        minify: true,
        // `@__PURE__` marks help a bundler that re-bundles this file; nobody does (the package's
        // entry for bundlers is dist/lib), so they would be bytes of nothing.
        comments: { annotation: false },
      },
    },
    sourcemap: false,
    lib: {
      entry: 'src/showtime-finder-define.ts',
      name: 'ShowtimeFinder',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'showtime-finder.js' : 'showtime-finder.iife.js'),
    },
  },
});
