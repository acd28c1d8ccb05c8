import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vitest global setup of the node tests: every temporary folder a test makes (data folders,
 * exports, scratch functions, the backends it spawns) lands in one folder of this run, removed
 * when the run ends, so `npm test` leaves nothing behind in the system's temp folder. Node's
 * `os.tmpdir()` reads TMPDIR on every call, and test workers and their children inherit it.
 */
export default function useScratchTempDir(): () => void {
  const systemTemp = tmpdir();
  const scratch = mkdtempSync(join(systemTemp, "vetline-test-run-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
  };
}
