import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

const colors = { backend: 36, convex: 34, signaling: 35, web: 32, seed: 33 } as const;

/** Starts a long-running part of the stack with its output prefixed by its name. */
export function startPart(name: keyof typeof colors, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `\x1b[${colors[name]}m${name.padEnd(9)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return child;
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url} will not come up: its process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function runToCompletion(command: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout }));
  });
}
