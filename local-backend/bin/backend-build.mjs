// Compiles local-backend once per change of its sources, so starting it never runs a TypeScript
// compiler: the build is keyed by a hash of every source file and reused until one changes.
// Plain JavaScript on purpose: it is what turns the TypeScript into something Node can run.
import { createHash } from "node:crypto";
import { existsSync, promises as fs, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const backendRoot = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = path.dirname(backendRoot);
const sourceRoot = path.join(backendRoot, "src");
const cacheRoot = path.join(repoRoot, "node_modules", ".cache", "local-backend");

const ENTRY_POINTS = {
  cli: path.join(sourceRoot, "cli.ts"),
  "function-worker": path.join(sourceRoot, "engine", "executor", "function-worker.ts"),
};
const COMPLETE_MARKER = "build-complete";

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.name.endsWith(".ts")) out.push(full);
  }
  return out.sort();
}

/** Read from its package.json: importing esbuild only to learn its version would cost every start. */
function esbuildVersion() {
  const manifest = createRequire(import.meta.url).resolve("esbuild/package.json");
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

function buildKey() {
  const hash = createHash("sha256");
  hash.update(esbuildVersion());
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of sourceFiles(sourceRoot)) {
    hash.update(path.relative(sourceRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

function outputsOf(dir) {
  return {
    dir,
    cli: path.join(dir, "cli.mjs"),
    functionWorker: path.join(dir, "function-worker.mjs"),
  };
}

async function compile(outdir) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "error",
  });
}

/** Removes builds of older sources (kept for a while: a backend may still be running from one). */
async function pruneOldBuilds(current) {
  const cutoff = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheRoot)) {
    if (name === current) continue;
    const dir = path.join(cacheRoot, name);
    try {
      if (statSync(dir).mtimeMs < cutoff) await fs.rm(dir, { recursive: true, force: true });
    } catch {
      // another process pruned it first
    }
  }
}

/**
 * The compiled backend for the current sources: `{ dir, cli, functionWorker }`. Builds it when the
 * sources changed since the last build; several processes may call this at once.
 */
export async function ensureBackendBuild() {
  const key = buildKey();
  const dir = path.join(cacheRoot, key);
  if (existsSync(path.join(dir, COMPLETE_MARKER))) return outputsOf(dir);
  await fs.mkdir(cacheRoot, { recursive: true });
  const staging = await fs.mkdtemp(path.join(cacheRoot, `.${key}-`));
  try {
    await compile(staging);
    await fs.writeFile(path.join(staging, COMPLETE_MARKER), new Date().toISOString());
    try {
      await fs.rename(staging, dir);
    } catch (error) {
      // Another process finished the same build first; theirs is identical.
      if (!existsSync(path.join(dir, COMPLETE_MARKER))) throw error;
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  await pruneOldBuilds(key);
  return outputsOf(dir);
}
