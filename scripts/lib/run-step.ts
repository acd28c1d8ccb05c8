import { spawn } from "node:child_process";

export type StepResult = { name: string; ok: boolean; seconds: number };

/** Runs one command with inherited output and reports how it went and how long it took. */
export function runStep(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<StepResult> {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`${code === 0 ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}
