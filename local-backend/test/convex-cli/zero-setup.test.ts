import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { convex, copyProject, fixtureProject, startBackend, type Project } from "./support/cli-project.js";

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function projectWithBackend(existingEnvLocal?: string): Promise<{ project: Project; backend: Awaited<ReturnType<typeof startBackend>>; envFile: string }> {
  const project = copyProject(join(fixtureProject, "convex"), "zero-setup");
  const envFile = join(project.dir, ".env.local");
  if (existingEnvLocal !== undefined) writeFileSync(envFile, existingEnvLocal);
  const backend = await startBackend(undefined, envFile);
  cleanups.push(() => project.dispose());
  cleanups.push(async () => {
    await backend.stop();
    rmSync(backend.dataDir, { recursive: true, force: true });
  });
  return { project, backend, envFile };
}

describe("zero set-up: the backend points .env.local at itself", () => {
  it("writes CONVEX_SELF_HOSTED_URL and the admin key, so a bare `npx convex` in the project reaches it", async () => {
    const { project, backend, envFile } = await projectWithBackend("# mine\nVITE_SENTRY_DSN=\n");
    const written = readFileSync(envFile, "utf8");
    expect(written).toContain("# mine\nVITE_SENTRY_DSN=\n");
    expect(written).toContain(`CONVEX_SELF_HOSTED_URL=${backend.url}\n`);
    expect(written).toContain(`CONVEX_SELF_HOSTED_ADMIN_KEY=${backend.adminKey}\n`);

    const push = await convex(project, null, ["dev", "--once", "--typecheck", "disable"]);
    expect(push.code, push.output).toBe(0);
    expect(push.output).toContain(backend.url);
    const run = await convex(project, null, ["run", "messages:list", '{"channel":"none"}']);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it("leaves a file that names a Convex cloud deployment alone, and says so", async () => {
    const cloud = "# team project\nCONVEX_DEPLOYMENT=dev:happy-otter-123\n";
    const { backend, envFile } = await projectWithBackend(cloud);
    expect(readFileSync(envFile, "utf8")).toBe(cloud);
    expect(backend.logs.join("\n")).toContain("names the Convex deployment dev:happy-otter-123; left unchanged");
  });

  it("leaves a file that names another self-hosted deployment alone, and says so", async () => {
    const other = "CONVEX_SELF_HOSTED_URL=http://127.0.0.1:1\nCONVEX_SELF_HOSTED_ADMIN_KEY=someone-elses\n";
    const { backend, envFile } = await projectWithBackend(other);
    expect(readFileSync(envFile, "utf8")).toBe(other);
    expect(backend.logs.join("\n")).toContain("names the self-hosted deployment http://127.0.0.1:1; left unchanged");
  });
});
