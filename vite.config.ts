// `npm run build`: the widget as one self-contained file per loading style (docs/design.md, "Public contract"):
// dist/showtime-finder.js (ES module) and dist/showtime-finder.iife.js (classic script), each
// with lit and every other dependency inside. The dev server (`npm start`'s demo) uses the same
// config and serves src/ as is.
import { defineConfig } from 'vite';
import { INTERNAL_PROPERTY_PATTERN } from './build/internal-properties.js';

export default defineConfig({
  // Lit's production build: no dev-mode warnings, smaller.
  resolve: { conditions: ['production', 'module', 'browser', 'default'] },
  build: {
    target: 'es2022',
    // Vite leaves whitespace in ES library builds (for re-bundling); this file is served as is.
    // More compress iterations than oxc's default: ~120 B gzip off a bundle with a 24 KB budget.
    minify: true,
    rolldownOptions: {
      output: {
        minify: {
          compress: { maxIterations: 10 },
          mangle: true,
          mangleProps: { include: INTERNAL_PROPERTY_PATTERN },
          codegen: { removeWhitespace: true },
        },
        // `@__PURE__` marks help a bundler that re-bundles this file; nobody does (the package's
        // entry for bundlers is dist/lib), so they would be ~100 B gzip of nothing.
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
