import { readFile } from "node:fs/promises";
import { e2ePorts, e2eUrls } from "./ports";

/** Data folder of the e2e backend (playwright.config.ts); its admin key unlocks internal functions. */
const E2E_DATA_DIR = `.data-e2e-${e2ePorts.backend}`;

/** Runs an internal function of the e2e backend with its admin key, as `npm start`'s tools and the scheduler do. */
export async function adminCall<Result>(kind: "query" | "mutation", path: string, args: Record<string, unknown>): Promise<Result> {
  const adminKey = (await readFile(`${E2E_DATA_DIR}/admin-key`, "utf8")).trim();
  const response = await fetch(`${e2eUrls.backend}/api/${kind}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${adminKey}` },
    body: JSON.stringify({ path, format: "convex_encoded_json", args: [args] }),
  });
  const body = (await response.json()) as { status: string; value?: Result; errorMessage?: string };
  if (body.status !== "success") throw new Error(`${path} failed: ${body.errorMessage}`);
  return body.value as Result;
}
