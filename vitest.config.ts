import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default in a run is one file less than the cores: one file at a time on a 2-core machine. The
    // slowest files (the backend's kill -9 and restart suites) mostly wait on child processes, so each core
    // takes a file: the unit stage went from 651 s to 405 s here.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: "./vite.config.ts",
        test: {
          name: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "convex",
          include: ["convex/**/*.test.ts"],
          environment: "edge-runtime",
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        test: {
          name: "node",
          include: ["local-backend/**/*.test.ts", "scripts/**/*.test.ts", "bench/lib/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./scripts/lib/scratch-temp-dir.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
