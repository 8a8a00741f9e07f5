import { defineConfig } from '@playwright/test';
import type { EngineName } from './driver';
import { engineSettings } from './settings';

// The flows that matter, in Firefox ESR and WebKitGTK from Debian, on the built simulated site.
// Playwright is only the test runner here: each engine has its own driver (see driver.ts).
// One test at a time: the engines share one microphone, one display and a two-core machine.
const siteURL = `http://127.0.0.1:${engineSettings.sitePort}`;
/** The edge build with its stand-ins (edge.spec.ts); it needs `npm run build:engines-edge-test` first. */
const edgeSiteURL = `http://127.0.0.1:${engineSettings.edgeSitePort}`;

export default defineConfig<{ engine: EngineName }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/engines',
  workers: 1,
  fullyParallel: false,
  // A test that passes only on a second try is a failure to fix, for whoever runs it (CI or not).
  retries: 0,
  failOnFlakyTests: true,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  use: { baseURL: siteURL },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: [
    {
      command: `node scripts/serve-dist.mjs dist ${engineSettings.sitePort}`,
      cwd: '../..',
      url: `${siteURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx tests/engines/edge-server.ts dist-engines-edge ${engineSettings.edgeSitePort}`,
      cwd: '../..',
      url: `${edgeSiteURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
