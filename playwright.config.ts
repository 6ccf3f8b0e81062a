import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium";

const chromium = findChromium();

// Workers load this file too; they inherit the main process's environment, so they see the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "sathi-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 4310);
// Vite's dev server, for the development-only specimen page (e2e/specimen.spec.ts).
export const E2E_DEV_PORT = Number(process.env.E2E_DEV_PORT ?? port + 1);
export const E2E_DATABASE = join(dataDir, "app.db");

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // One browser at a time in CI: with two, pages that each need the whole of a core (pet pages
  // with their similar pets, the dashboard, the admin's store page) ran past their timeouts.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      command: "npx tsx e2e/support/server.ts",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: `file:${E2E_DATABASE}`,
        UPLOAD_DIR: join(dataDir, "uploads"),
        AUTH_SECRET: "e2e-secret-that-is-long-enough-0123456789",
        SEED: "demo",
        // Distinct wallet IDs, so the donate test can tell the eSewa and Khalti QR codes apart.
        ESEWA_ID: "9801234567",
        KHALTI_ID: "9807654321",
        LOG_LEVEL: "warn",
        // Every browser of the run signs in from 127.0.0.1.
        RATE_LIMIT_SIGN_IN: "1000",
        // Saved searches' alerts go out at once, not in an hour's digest.
        ALERT_DIGEST_MINUTES: "0",
        E2E_DATA_DIR: dataDir,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "dist/web",
      },
    },
    {
      // The specimen page is served in development only (app/routes.tsx); its API is the server above.
      command: `npx vite --port ${E2E_DEV_PORT} --strictPort --host 127.0.0.1 --logLevel warn`,
      url: `http://127.0.0.1:${E2E_DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { API_PORT: String(port) },
    },
  ],
});
