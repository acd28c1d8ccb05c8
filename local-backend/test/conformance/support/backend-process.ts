import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
export const fixtureFunctionsDir = join(repoRoot, "local-backend/test/fixtures/functions");
// VETLINE_LOCAL_BACKEND_CLI runs the same suite against another build of the CLI (a .ts file runs through tsx).
const defaultCliPath = process.env.VETLINE_LOCAL_BACKEND_CLI ?? join(repoRoot, "local-backend/bin/local-backend.mjs");
const readyTimeoutMs = 30_000;

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function makeTempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `vetline-${label}-`));
}

/** `node local-backend.mjs ...` (the compiled CLI): the child's pid is the backend itself, so `kill -9` reaches it directly. */
function spawnCli(args: string[], cliPath = defaultCliPath, env: Record<string, string> = {}): ChildProcess {
  const nodeArgs = cliPath.endsWith(".ts") ? ["--import", "tsx", cliPath] : [cliPath];
  return spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "test", ...env },
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `env`: variables added to the CLI's environment */
export async function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const child = spawnCli(args, defaultCliPath, env);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr };
}

export interface BackendOptions {
  functionsDir?: string;
  dataDir?: string;
  port?: number;
  sitePort?: number;
  /** `--watch`: reload the functions when their files change */
  watch?: boolean;
  /** more command-line options for `start` */
  extraArgs?: string[];
  /** another build of the CLI (a .ts file runs through tsx), e.g. an older version to compare with */
  cli?: string;
}

export class BackendProcess {
  private child: ChildProcess | null = null;
  private log = "";

  private constructor(
    readonly functionsDir: string,
    readonly dataDir: string,
    readonly port: number,
    readonly sitePort: number,
    readonly watch: boolean,
    readonly extraArgs: string[],
    readonly cli: string,
  ) {}

  static async start(options: BackendOptions = {}): Promise<BackendProcess> {
    const backend = new BackendProcess(
      options.functionsDir ?? fixtureFunctionsDir,
      options.dataDir ?? makeTempDir("data"),
      options.port ?? (await freePort()),
      options.sitePort ?? (await freePort()),
      options.watch ?? false,
      options.extraArgs ?? [],
      options.cli ?? defaultCliPath,
    );
    await backend.launch();
    return backend;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get siteUrl(): string {
    return `http://127.0.0.1:${this.sitePort}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Everything the backend printed, for failure messages. */
  output(): string {
    return this.log;
  }

  /** The admin key the backend generated in its data folder on first start. */
  adminKey(): string {
    return readAdminKey(this.dataDir);
  }

  cliArgs(): string[] {
    return ["--functions", this.functionsDir, "--data", this.dataDir];
  }

  async launch(): Promise<void> {
    const child = spawnCli([
      "start",
      "--functions",
      this.functionsDir,
      "--data",
      this.dataDir,
      "--port",
      String(this.port),
      "--site-port",
      String(this.sitePort),
      ...(this.watch ? ["--watch"] : []),
      ...this.extraArgs,
    ], this.cli);
    this.child = child;
    child.stdout?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code, signal) =>
        reject(new Error(`backend exited before ready (code ${code}, signal ${signal}):\n${this.log}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([this.waitUntilReady(), exited]);
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) return;
      try {
        const response = await fetch(`${this.url}/version`);
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`backend not ready after ${readyTimeoutMs} ms:\n${this.log}`);
  }

  private async terminate(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** Graceful stop (SIGTERM). */
  async stop(): Promise<void> {
    await this.terminate("SIGTERM");
  }

  /** Crash: no chance to flush anything that was not already durable. */
  async kill9(): Promise<void> {
    await this.terminate("SIGKILL");
  }

  async restart(options: { crash?: boolean } = {}): Promise<void> {
    if (options.crash === true) await this.kill9();
    else await this.stop();
    await this.launch();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Reads the generated admin key from the data folder (a file whose name mentions "admin"). */
export function readAdminKey(dataDir: string): string {
  const file = readdirSync(dataDir).find((name) => /admin/i.test(name));
  if (file === undefined) throw new Error(`no admin key file in ${dataDir}: ${readdirSync(dataDir).join(", ")}`);
  const text = readFileSync(join(dataDir, file), "utf8").trim();
  if (!text.startsWith("{")) return text;
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const key = parsed.adminKey ?? parsed.key;
  if (typeof key !== "string") throw new Error(`no admin key in ${file}`);
  return key;
}
