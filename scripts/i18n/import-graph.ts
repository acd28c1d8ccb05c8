import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** The app's own modules a source file imports, statically and through `import()`, as paths relative to the root. */
export type ModuleImports = { staticImports: string[]; dynamicImports: string[] };

const extensions = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const aliases: [prefix: string, folder: string][] = [
  ["@/", "src/"],
  ["@shared/", "convex/shared/"],
];

function resolveModule(rootDir: string, fromFile: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = resolve(rootDir, dirname(fromFile), specifier);
  for (const [prefix, folder] of aliases) if (specifier.startsWith(prefix)) base = resolve(rootDir, folder, specifier.slice(prefix.length));
  if (base === undefined) return undefined;
  const candidates = [base, ...extensions.map((extension) => base + extension)];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found === undefined ? undefined : relative(rootDir, found);
}

export class ImportGraph {
  private readonly cache = new Map<string, ModuleImports>();

  constructor(private readonly rootDir: string) {}

  source(file: string): string {
    return readFileSync(join(this.rootDir, file), "utf8");
  }

  importsOf(file: string): ModuleImports {
    let imports = this.cache.get(file);
    if (imports === undefined) {
      imports = { staticImports: [], dynamicImports: [] };
      if (/\.tsx?$/.test(file)) {
        const text = this.source(file);
        const { importedFiles } = ts.preProcessFile(text, true, true);
        for (const imported of importedFiles) {
          const target = resolveModule(this.rootDir, file, imported.fileName);
          if (target === undefined) continue;
          const dynamic = text.slice(Math.max(0, imported.pos - 8), imported.pos).includes("import(");
          (dynamic ? imports.dynamicImports : imports.staticImports).push(target);
        }
      }
      this.cache.set(file, imports);
    }
    return imports;
  }

  /** Every module reachable from `roots` (dynamic imports too when asked), without entering `stopAt`. */
  closure(roots: string[], { dynamic, stopAt = () => false }: { dynamic: boolean; stopAt?: (file: string) => boolean }): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || stopAt(file)) return;
      seen.add(file);
      const { staticImports, dynamicImports } = this.importsOf(file);
      staticImports.forEach(visit);
      if (dynamic) dynamicImports.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  }
}
