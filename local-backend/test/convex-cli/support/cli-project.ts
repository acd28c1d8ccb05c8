import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalBackend, type LocalBackend } from "../../../src/server/index.js";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
export const fixtureProject = join(repoRoot, "local-backend/test/fixtures/cli-project");
/** The unmodified Convex CLI the project installs (`npx convex`). */
const convexBin = join(repoRoot, "node_modules/convex/bin/main.js");

export interface Project {
  dir: string;
  dispose(): void;
}

/** A scratch copy of a project (its convex/ folder and package.json), sharing the repo's node_modules. */
export function copyProject(convexDir: string, label: string): Project {
  const dir = mkdtempSync(join(tmpdir(), `vetline-${label}-`));
  cpSync(convexDir, join(dir, "convex"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: label, private: true, type: "module", dependencies: { convex: "1.48.0" } }));
  symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A backend on free ports serving whatever is pushed to it (no functions folder). */
export async function startBackend(dataDir?: string, envFile?: string): Promise<LocalBackend & { dataDir: string; logs: string[] }> {
  const data = dataDir ?? mkdtempSync(join(tmpdir(), "vetline-cli-data-"));
  const empty = join(data, "no-functions-folder");
  const logs: string[] = [];
  mkdirSync(data, { recursive: true });
  const backend = await startLocalBackend({
    functionsDir: empty,
    dataDir: data,
    port: 0,
    sitePort: 0,
    servePushedCode: true,
    ...(envFile !== undefined ? { envFile } : {}),
    log: (line) => logs.push(line),
  });
  return Object.assign(backend, { dataDir: data, logs });
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, as a developer sees them */
  output: string;
}

/** The CLI's environment: pointed at the backend, or (null) left to find the deployment in the project's .env.local. */
function cliEnv(backend: { url: string; adminKey: string } | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "1" };
  for (const name of ["CONVEX_DEPLOYMENT", "CONVEX_DEPLOY_KEY", "CONVEX_SELF_HOSTED_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY"]) delete env[name];
  if (backend !== null) Object.assign(env, { CONVEX_SELF_HOSTED_URL: backend.url, CONVEX_SELF_HOSTED_ADMIN_KEY: backend.adminKey });
  return env;
}

/** Starts `npx convex ARGS` in the project, pointed at the backend as a self-hosted deployment. */
export function spawnConvex(project: Project, backend: { url: string; adminKey: string }, args: string[]): ChildProcess & { out: () => string } {
  const child = spawn(process.execPath, [convexBin, ...args], { cwd: project.dir, env: cliEnv(backend), stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return Object.assign(child, { out: () => out });
}

/** Runs `npx convex ARGS` to completion. */
export async function convex(project: Project, backend: { url: string; adminKey: string } | null, args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, [convexBin, ...args], { cwd: project.dir, env: cliEnv(backend), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
  child.stderr.on("data", (chunk: Buffer) => ((stderr += chunk.toString()), (output += chunk.toString())));
  const code = await new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr, output };
}

/** `npx convex dev --once` without the type check (the fixture has no tsconfig), as a developer's push. */
export function push(project: Project, backend: { url: string; adminKey: string }, ...extra: string[]): Promise<CliRun> {
  return convex(project, backend, ["dev", "--once", "--typecheck", "disable", ...extra]);
}
