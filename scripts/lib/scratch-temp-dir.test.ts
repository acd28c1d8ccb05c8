import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Vitest's own config loader keeps a cache there; it is reused across runs, not left behind by a test.
const toolCaches = new Set(["jiti"]);

describe("the node tests' temporary folders", () => {
  it("are all gone once the run ends", () => {
    const systemTemp = mkdtempSync(join(tmpdir(), "system-temp-"));
    try {
      // A suite that makes, reopens and exports data folders, run the way `npm test` runs it.
      const run = spawnSync(
        process.execPath,
        ["node_modules/vitest/vitest.mjs", "run", "--project", "node", "local-backend/test/engine/durability.test.ts"],
        { env: { ...process.env, TMPDIR: systemTemp }, encoding: "utf8" },
      );
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(readdirSync(systemTemp).filter((name) => !toolCaches.has(name))).toEqual([]);
    } finally {
      rmSync(systemTemp, { recursive: true, force: true });
    }
  });
});
