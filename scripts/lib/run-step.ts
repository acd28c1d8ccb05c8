import { spawn } from "node:child_process";

export type StepResult = { name: string; ok: boolean; seconds: number };
export type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

/** Runs one command with inherited output and reports how it went and how long it took. */
export function runStep({ name, command, args, env = {} }: Step): Promise<StepResult> {
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

/**
 * Runs commands at the same time, each with its output held back and printed as one block when it ends, so the
 * blocks do not interleave. For checks that each keep one core busy (tsc, ESLint).
 */
export function runStepsTogether(steps: Step[]): Promise<StepResult[]> {
  return Promise.all(
    steps.map(
      ({ name, command, args, env = {} }) =>
        new Promise<StepResult>((resolve) => {
          const started = performance.now();
          const output: Buffer[] = [];
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (code) => {
            const seconds = (performance.now() - started) / 1000;
            console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${code === 0 ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
            resolve({ name, ok: code === 0, seconds });
          });
        }),
    ),
  );
}
