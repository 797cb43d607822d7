/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions.ts';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';

const browserPlugins = () => [react(), vanillaExtractPlugin()];

export default defineConfig({
  plugins: [...browserPlugins(), stripMachineDescriptions()],
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true },
      // Product pictures are served by the API server too (outside /api: they are public).
      '/media': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps for error reports, not referenced from the bundles; the server never serves *.map (they hold the
    // whole source).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports (Chromium, Safari 17+, Firefox 115+) preloads modules itself; the
    // polyfill was half a kilobyte of /login's budget doing nothing.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (11 KB brotli), linked from the page: a lazy page's styles would be
    // one more request each in the round of requests that page's first screen waits for (measured on
    // /dashboard, eight of them: its LCP 3.4 → 3.3 s on Lighthouse's mobile profile).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry needs before the first paint in one script: each further file costs a phone
        // a round trip before anything shows. Pages stay lazy chunks, split as Rolldown sees fit.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // A lazy chunk is named by its hash alone: the entry lists every lazy chunk's file (its imports and
        // their preloads), so module names in those files were 0.8 KB of /login's budget that only a
        // developer reads (the hidden source maps name the modules). LoginRoute keeps its name for the
        // budget script, which finds /login's chunk by it.
        chunkFileNames: (chunk) =>
          chunk.name === 'LoginRoute' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // zod compiles its parsers with new Function where eval is allowed, and probes for that as its
        // schemas are made; the pages' Content-Security-Policy refuses eval, and Chromium reports even a
        // probe whose failure is caught. zod reads its configuration from this global as its core loads,
        // so it is set at the top of the chunk that holds the core, before any schema exists.
        banner: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id))
            ? 'globalThis.__zod_globalConfig = { jitless: true };'
            : '',
      },
      plugins: [
        {
          // React, JSX and vanilla-extract follow NODE_ENV, not the mode: under Vitest's NODE_ENV=test a
          // `vite build` would make the development build, several times larger. `npm run build` (and
          // `npm start`) build through server/browser-build.ts, which builds in production mode.
          name: 'suki:production-builds-only',
          buildStart() {
            if (process.env.NODE_ENV !== 'production')
              this.error(
                `vite build runs under NODE_ENV=${process.env.NODE_ENV}, which makes a development build: run npm run build`,
              );
          },
        },
      ],
    },
  },
  test: {
    // One suite, five projects; `npm test` runs them all after the production build.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/schemas/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: browserPlugins(),
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx', 'tests/models/**/*.test.tsx'],
          setupFiles: ['tests/helpers/setup-dom.ts', 'tests/helpers/model-coverage-setup.ts'],
          // The model-coverage gate (scripts/model-coverage.ts) reads only this run's recordings.
          globalSetup: ['tests/helpers/model-coverage-global.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [...browserPlugins(), storybookTest({ configDir: '.storybook' })],
        // Found only when a story first renders a recipe, Vite would optimise it mid-run and reload the
        // page under a running story (a clean clone's first run failed that way).
        optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
