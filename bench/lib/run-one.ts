/**
 * Child-process entry used by bench/run.ts: runs one *.bench.ts file's default export and writes its rows,
 * as JSON, to the file named by the second argument. Progress goes to stderr.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Bench } from "./bench";

const [benchFile, outputFile] = process.argv.slice(2);
if (benchFile === undefined || outputFile === undefined) throw new Error("usage: run-one.ts BENCH_FILE OUTPUT_JSON");

const module = (await import(pathToFileURL(benchFile).href)) as { default?: Bench };
if (module.default === undefined) throw new Error(`${benchFile} has no default export made with defineBench()`);
const rows = await module.default.run();
writeFileSync(outputFile, JSON.stringify({ name: module.default.name, rows }));
process.exit(0);
