import { readFileSync } from "node:fs";

/** The error codes a set of Convex sources throws literally (`new ConvexError({ code: "…" })`, `accountError("…")`), sorted. */
export function codesThrownIn(files: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const file of files) {
    // Tests run from the repository root.
    const source = readFileSync(`${process.cwd()}/${file}`, "utf8");
    for (const match of source.matchAll(/ConvexError\(\{\s*code:\s*"([A-Z_]+)"|accountError\(\s*"([A-Z_]+)"/g)) codes.add((match[1] ?? match[2])!);
  }
  return [...codes].sort();
}
