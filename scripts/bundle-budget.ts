import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a first visit to a page downloads, from Vite's manifest: the entry chunk, the
 * page's route chunks, its catalog, and everything they import statically. Fails `npm test` when
 * a page outgrows its budget or pulls the call stack (PeerJS, XState) into a page that never calls.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const distDir = "dist";
const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("The Vite manifest has no entry chunk");

// The locale layout and the home page ship inside the entry chunk (codeSplitGroupings in their route files); were
// they split again, their chunks count here.
const inEntryUnlessSplit = ["src/routes/$locale/route.tsx?tsr-split=component", "src/routes/$locale/index.tsx?tsr-split=component"];
const localeLayout = ["locales/en/messages.po"];
type PageBudget = { page: string; routeChunks: string[]; budgetKb: number; forbidden: string[] };
const pages: PageBudget[] = [
  // 155, was 150: the one catalog every page loads carries every feature's strings (15.0 → 18.9 kB with the
  // conversation, see a vet now, call reconnection and the accessibility statement). Splitting catalogs by route is
  // the fix, open under issue 21; the budget goes back to 150 with it.
  { page: "home", routeChunks: localeLayout, budgetKb: 155, forbidden: ["peerjs", "xstate"] },
  { page: "directory", routeChunks: [...localeLayout, "src/routes/$locale/veterinarians/index.tsx?tsr-split=component"], budgetKb: 170, forbidden: ["peerjs", "xstate"] },
  { page: "booking", routeChunks: [...localeLayout, "src/routes/$locale/bookings/book/$vetId.tsx?tsr-split=component---loader"], budgetKb: 190, forbidden: ["peerjs", "xstate"] },
];
const splitAnyway = inEntryUnlessSplit.filter((key) => manifest[key]);

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function packagesIn(file: string): Set<string> {
  if (!existsSync(join(distDir, `${file}.map`))) return new Set();
  const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), "utf8")) as { sources: string[] };
  return new Set(map.sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]).filter((name): name is string => Boolean(name)));
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;

const failures: string[] = [];
console.log("page        initial JS (gzip)   budget");
for (const { page, routeChunks, budgetKb, forbidden } of pages) {
  const missing = routeChunks.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    console.log(`${page.padEnd(12)}(not built yet: ${missing.join(", ")})`);
    continue;
  }
  const chunks = [...closure([entryKey, ...splitAnyway, ...routeChunks])].map((key) => manifest[key]!.file);
  const totalKb = chunks.reduce((sum, file) => sum + gzipKb(file), 0);
  if (process.env.BUDGET_DETAILS) for (const file of chunks) console.log(`    ${gzipKb(file).toFixed(1).padStart(7)} kB  ${file}`);
  console.log(`${page.padEnd(12)}${totalKb.toFixed(1).padStart(8)} kB${"".padEnd(10)}${budgetKb} kB`);
  if (totalKb > budgetKb) failures.push(`${page}: ${totalKb.toFixed(1)} kB of JavaScript exceeds its ${budgetKb} kB budget`);
  const packages = new Set(chunks.flatMap((file) => [...packagesIn(file)]));
  for (const name of forbidden) if (packages.has(name)) failures.push(`${page}: ${name} is in the initial download`);
}

if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
  process.exit(1);
}
