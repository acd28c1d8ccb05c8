import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm install on a fresh clone", () => {
  it("has a recorded decision for every dependency's install script", () => {
    // npm 11 lists, after every install, each dependency whose install script allowScripts does not cover.
    const pending = spawnSync("npm", ["approve-scripts", "--allow-scripts-pending"], { encoding: "utf8" });
    expect(pending.status, pending.stderr).toBe(0);
    expect(pending.stdout.trim()).toBe("No packages with unreviewed install scripts.");
  });
});
