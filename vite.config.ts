/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { edgeOutput } from './src/build/hosts/edgeOutput.ts';
import { exampleImages } from './src/build/images/plugin.ts';
import { precompress } from './src/build/precompress/plugin.ts';
import { htmlHead } from './src/build/prerender/htmlHead.ts';
import { prerender } from './src/build/prerender/plugin.ts';
import { siteFiles } from './src/build/prerender/siteFiles.ts';
import { pwaOptions } from './src/build/pwa/options.ts';
import { shortcutIcons } from './src/build/pwa/shortcutIcons.ts';
import { testHangMs } from './tooling/hangs.ts';

/** Reproducible builds: SOURCE_DATE_EPOCH, when set, fixes the copyright year. */
function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).getUTCFullYear();
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The generated route tree names each file's extension, as every import here does.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, addExtensions: true }),
    react(),
    vanillaExtractPlugin(),
    exampleImages(),
    htmlHead(),
    // Must stay before VitePWA: its closeBundle lists the prerendered pages to precache.
    prerender(),
    siteFiles(),
    shortcutIcons(),
    ...(isSsrBuild ? [] : [VitePWA(pwaOptions)]),
    // Must stay after VitePWA: it compresses the service worker too, once the precache is listed.
    precompress(),
    // Last: Netlify's and Cloudflare Pages' copy of the finished build, without the precompressed files.
    edgeOutput(),
  ],
  resolve: {
    // The service worker registration touches `navigator`; the prerender gets a stand-in.
    alias: isSsrBuild
      ? [{ find: 'virtual:pwa-register/react', replacement: fileURLToPath(new URL('./src/build/prerender/registerSW.ts', import.meta.url)) }]
      : [],
  },
  define: { __BUILD_YEAR__: JSON.stringify(buildYear()) },
  build: {
    // One stylesheet, which the prerender inlines into every page: with per-chunk
    // CSS, styles of lazy routes would be missing until JavaScript runs.
    cssCodeSplit: false,
    target: 'es2022',
    // The page needs no script before it paints (public/boot.js starts the app after first paint), so
    // no chunk is preloaded from the HTML; dynamic imports still fetch their chunks in parallel.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies) },
    // The client entry evaluates these one per task (src/main.tsx): React with React DOM, the router
    // and the site's shell each get a chunk, so evaluating the framework never forms one long task.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Vite's dynamic-import helper, alone: the entry imports it statically, so in a chunk
                // of the site's code it would evaluate React and the router along with the entry, in one task.
                { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 3 },
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'tanstack-router', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
                // The site's shell (layout, chrome, primitives, config): one chunk, not one per shared module.
                {
                  name: 'shell',
                  test: /[\\/]src[\\/]((components|system|hooks|config|seo|styles|content[\\/](shell|navigation|pages|notices))[\\/]|assets[\\/]iconPaths\.ts$)/,
                  priority: 0,
                },
              ],
            },
          },
        },
  },
  test: {
    // Pure logic: tests/unit/, and a component's own logic beside it in src/ (its browser specs are Playwright's).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph for every file: 29 CPU-s instead of 38 (this machine, speed 3.68 s). A file that
    // changes the environment (vi.stubEnv) restores it (unstubEnvs, below).
    isolate: false,
    unstubEnvs: true,
    // A hang bound only (tooling/hangs.ts): encoding photos or drawing the social cards takes what the
    // machine needs, and beside five other steps on one core's worth of CPU that was past Vitest's own 5 s.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
  server: { port: 5173 },
  optimizeDeps: {
    // vanilla-extract's recipes import this runtime from the CSS they compile, which Vite's first scan
    // cannot see: found on the first page, it made the dev server re-optimize and reload that page,
    // failing imports already under way (504 Outdated Optimize Dep; tests/e2e/dev-server.spec.ts).
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
}));
