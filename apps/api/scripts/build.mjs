/**
 * Builds the server once, so that `npm run serve` starts without compiling TypeScript: one ES
 * module, dist/server.js, holding src/server.ts, the contract and most packages (one file read
 * and parsed instead of a thousand resolved; start-up is mostly module loading).
 *
 * Files found next to a module at run time (migrations, the sandbox's stylesheet, locale files,
 * the web app's dist) are still found next to its source: every `import.meta.url` in the bundle
 * names the source file it was written in, so the bundle runs from within the checkout.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = fileURLToPath(new URL('..', import.meta.url));
// API_BUILD_DIR: another folder within the checkout (a test's own copy, so it does not race a
// build of dist/); the packages left outside the bundle are found from there as from dist/.
const OUT_DIR = process.env.API_BUILD_DIR
  ? path.resolve(process.env.API_BUILD_DIR)
  : path.join(API, 'dist');

/**
 * Packages that read files of their own at run time (native binaries, WASM, static pages) or
 * start workers from a file: loaded from node_modules as installed.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  // Statement spreadsheets only: loaded from node_modules when the first one is asked for.
  'exceljs',
  'pdfkit',
  'sharp',
  'pino',
  'thread-stream',
];

/** `import.meta.url` of a source file, computed from the bundle's own location. */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\/(apps|packages)\/[^/]+\/src\/.*\.tsx?$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await fs.rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: [path.join(API, 'src/server.ts')],
  outfile: path.join(OUT_DIR, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Stack traces map back to the sources with NODE_OPTIONS=--enable-source-maps.
  sourcemap: 'linked',
  sourcesContent: false,
  // Less to parse at every start; names stay (some packages read function names).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  plugins: [sourceUrls],
});
