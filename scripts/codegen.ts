import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBackend } from "../local-backend/src/server/index";

/**
 * `npm run codegen`: writes convex/_generated/ exactly as `npx convex dev` does (the CLI's own codegen
 * against a deployment), offline: a throwaway local backend on free ports is that deployment.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vetline-codegen-"));
const backend = await startLocalBackend({
  functionsDir: join(dataDir, "no-functions-folder"),
  dataDir,
  port: 0,
  sitePort: 0,
  servePushedCode: true,
  log: () => {},
});
let code: number | null;
try {
  const env = { ...process.env, CONVEX_SELF_HOSTED_URL: backend.url, CONVEX_SELF_HOSTED_ADMIN_KEY: backend.adminKey, CONVEX_DEPLOYMENT: "", CI: "1" };
  const cli = spawn(process.execPath, ["node_modules/convex/bin/main.js", "codegen", "--typecheck", "disable", ...process.argv.slice(2)], { env, stdio: "inherit" });
  code = await new Promise<number | null>((resolve) => cli.once("exit", resolve));
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code ?? 1);
