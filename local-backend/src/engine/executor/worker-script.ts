import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The function worker as JavaScript. The compiled backend has it beside itself; when the engine runs
 * from its TypeScript sources (tests, tools run through tsx) it comes from the cached build.
 */
export async function functionWorkerScript(): Promise<string> {
  const sibling = fileURLToPath(new URL("./function-worker.mjs", import.meta.url));
  if (import.meta.url.endsWith(".mjs") && existsSync(sibling)) return sibling;
  const { ensureBackendBuild } = await import("../../../bin/backend-build.mjs");
  return (await ensureBackendBuild()).functionWorker;
}
