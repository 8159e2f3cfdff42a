// `npm run build`, second step: the token handler and the showtime proxy for embedders' servers as
// dist/server/index.js (`import { createTokenHandler, createShowtimeProxy } from 'showtime-finder/server'`). It uses
// only fetch-standard APIs, so the same file runs in Node and in edge runtimes.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist/server',
    emptyOutDir: true,
    minify: false,
    ssr: 'src/server/index.ts',
    rolldownOptions: { output: { entryFileNames: 'index.js' } },
  },
});
