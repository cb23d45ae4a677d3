import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: the config is bundled by Vite, while the workspace package would be loaded as untranspiled TS.
import { entryPageOf } from '../shared/src/entry-page';
import { WEB_FONT_PATH, WEB_FONT_SUBSETS, WEB_FONT_WEIGHTS, webFontFile, webFontPackage } from '../shared/src/theme/web-fonts';

// The local runtime (`npm start`) serves the API and /config.json on this origin.
const LOCAL_RUNTIME = 'http://localhost:3000';

// Vendor groups change less often than app code, so they get their own long-cached chunks.
const VENDOR_GROUPS: readonly { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'amplify', test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@smithy|@aws-sdk|tslib)[\\/]/ },
];

/** In `vite dev`, client routes outside /admin and /login (the storefront, its `/?preview=1`) get storefront.html, as in production. */
const storefrontRoutes = (): Plugin => ({
  name: 'storefront-routes',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? '/', 'http://dev');
      const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
      const isPageRequest = req.method === 'GET' && !lastSegment.includes('.') && (req.headers.accept ?? '').includes('text/html');
      if (isPageRequest && entryPageOf(url.pathname) === 'storefront.html') req.url = `/storefront.html${url.search}`;
      next();
    });
  },
});

/** Every self-hosted font file the theme can ask for: its served name and where Fontsource keeps it. */
const webFontFiles = (): { name: string; path: string }[] => {
  const require = createRequire(import.meta.url);
  return Object.entries(WEB_FONT_WEIGHTS).flatMap(([key, weights]) => {
    const files = join(dirname(require.resolve(`@fontsource/${webFontPackage(key)}/package.json`)), 'files');
    return weights.flatMap((weight) =>
      WEB_FONT_SUBSETS.map((subset) => {
        const name = webFontFile(key, subset, weight);
        return { name, path: join(files, name) };
      }),
    );
  });
};

/**
 * The storefront's fonts at fixed names under /assets/fonts/ (not hashed into the JS): the page's
 * @font-face rules are computed from the theme, in the browser or in server-rendered HTML, without a
 * manifest. `vite dev` serves them from node_modules.
 */
const storefrontFonts = (): Plugin => ({
  name: 'storefront-fonts',
  configureServer(server) {
    const byName = new Map(webFontFiles().map((f) => [`${WEB_FONT_PATH}${f.name}`, f.path]));
    server.middlewares.use((req, res, next) => {
      const path = byName.get(new URL(req.url ?? '/', 'http://dev').pathname);
      if (!path) {
        next();
        return;
      }
      res.setHeader('content-type', 'font/woff2');
      res.end(readFileSync(path));
    });
  },
  generateBundle() {
    for (const f of webFontFiles()) this.emitFile({ type: 'asset', fileName: `${WEB_FONT_PATH.slice(1)}${f.name}`, source: readFileSync(f.path) });
  },
});

const SHELL_MODULE = 'virtual:storefront-shell';

/**
 * The server build's renderer (issue 32) fills the built storefront.html, with its hashed script
 * and style tags: that build runs after the browser's, and this module is that file's text.
 */
const storefrontShell = (): Plugin => ({
  name: 'storefront-shell',
  resolveId: (id) => (id === SHELL_MODULE ? `\0${SHELL_MODULE}` : undefined),
  load: (id) =>
    id === `\0${SHELL_MODULE}`
      ? `export default ${JSON.stringify(readFileSync(new URL('./dist/storefront.html', import.meta.url), 'utf8'))};`
      : undefined,
});

/**
 * `vite build --ssr src/storefront/ssr/render-page.tsx`: the storefront's page renderer for the render Lambda and the local runtime
 * (docs/decisions.md, "Storefront HTML"), one self-contained ES module with React and the
 * storefront's components in it, so the Lambda needs no node_modules.
 */
const serverBuild = defineConfig({
  plugins: [react(), storefrontShell()],
  ssr: { noExternal: true },
  // React's production build: the development one is slower and warns on the server's console.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'render-page.js' } },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), storefrontRoutes(), storefrontFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the admin app and the shopper's storefront, which shares none of the admin's vendors.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        storefront: fileURLToPath(new URL('./storefront.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS,
            // App and domain code used by both the shell and lazy pages: one chunk, not one per module.
            // Entries-aware, so the storefront page loads only the shared code it uses, none of the admin's.
            { name: 'app', test: /[\\/](web|shared)[\\/]src[\\/]/, minShareCount: 2, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': LOCAL_RUNTIME,
      '/config.json': LOCAL_RUNTIME,
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
