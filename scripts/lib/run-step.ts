import { spawn } from "node:child_process";

export type StepResult = { name: string; ok: boolean; seconds: number };
export type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

/**
 * Runs one command and reports how it went and how long it took. Its output goes straight through, or with
 * `holdOutput` is printed as one block when it ends (for steps that run beside others, so blocks do not interleave).
 */
export function runStep({ name, command, args, env = {} }: Step, { holdOutput = false } = {}): Promise<StepResult> {
  const started = performance.now();
  const heading = `\n▶ ${name}: ${[command, ...args].join(" ")}`;
  if (!holdOutput) console.log(heading);
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: holdOutput ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (holdOutput) {
        console.log(heading);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${code === 0 ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

/** Runs steps at the same time (each keeping one core busy: tsc, ESLint), each one's output as a block. */
export function runStepsTogether(steps: Step[]): Promise<StepResult[]> {
  return Promise.all(steps.map((step) => runStep(step, { holdOutput: true })));
}
