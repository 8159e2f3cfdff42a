// `npm run build`, third step: the Node side of the server part as dist/node/: index.js
// (`showtime-finder/node`: the node:http listener, the bounded server, client addresses) and
// cli.js (the package's bin, `showtime-finder serve`). `showtime-finder/server` stays an import of
// the package's own server entry (dist/server/index.js), so the handlers exist once in the package.
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'node20',
    outDir: 'dist/node',
    emptyOutDir: true,
    minify: false,
    ssr: true,
    rolldownOptions: {
      input: { index: 'src/node/index.ts', cli: 'src/node/cli.ts' },
      external: ['showtime-finder/server', ...builtinModules.flatMap((name) => [name, `node:${name}`])],
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
});
