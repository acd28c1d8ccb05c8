import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const fixtureFunctionsDir = fileURLToPath(new URL("../fixtures/functions/", import.meta.url));

/** Convex entry-point rules: skip dotfiles and names with more than one dot (e.g. `auth.config.ts`). */
function isModuleFile(name: string): boolean {
  return /\.(ts|js)$/.test(name) && !name.startsWith(".") && name.split(".").length === 2;
}

function listModuleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listModuleFiles(path);
    return isModuleFile(entry.name) || entry.name.endsWith(".js") ? [path] : [];
  });
}

/**
 * The fixtures folder as convex-test's `modules` map, built without `import.meta.glob`
 * so the same code works under vitest and under plain tsx (benchmarks).
 */
export function fixtureModules(): Record<string, () => Promise<unknown>> {
  return Object.fromEntries(
    listModuleFiles(fixtureFunctionsDir)
      .filter((path) => !path.endsWith(".d.ts"))
      .map((path) => [
        `./${relative(fixtureFunctionsDir, path).replaceAll("\\", "/")}`,
        () => import(pathToFileURL(path).href),
      ]),
  );
}
