import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    globalSetup: ["src/server/test/global-setup.ts"],
    pool: "forks",
    // Vitest's default on two cores is one file at a time; the API tests wait on databases,
    // SMTP and stand-ins as much as they compute, so three files at once finish sooner.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
