/**
 * The configurator page's script: demo/configurator/ bundled into one ES module at start, since
 * the page's policy allows only scripts from the site itself (no inline script). `tsc -p .`
 * type-checks those files with the rest; this only strips types and joins the modules.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ENTRY = fileURLToPath(new URL('./configurator/main.ts', import.meta.url));

export async function buildConfigurator(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'configurator' },
    },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('The configurator build returned no output');
  return output.output[0].code;
}
