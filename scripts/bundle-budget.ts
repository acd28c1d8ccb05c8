import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { routeCatalogs } from "../src/lib/i18n/route-catalogs.gen";
import { catalogLayout, FIRST_PAGE_CATALOG } from "./i18n/catalog-layout";

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
/** The feature catalogs a route loads with its chunk (ADR 0011). */
const catalogsOf = (routeId: string) => (routeCatalogs[routeId] ?? []).map((name) => `locales/en/${name}.po`);
type PageBudget = { page: string; routeChunks: string[]; budgetKb: number; forbidden: string[] };
const pages: PageBudget[] = [
  { page: "home", routeChunks: [...localeLayout, ...catalogsOf("/$locale/")], budgetKb: 145, forbidden: ["peerjs", "xstate"] },
  {
    page: "directory",
    routeChunks: [...localeLayout, ...catalogsOf("/$locale/veterinarians/"), "src/routes/$locale/veterinarians/index.tsx?tsr-split=component---loader"],
    budgetKb: 160,
    forbidden: ["peerjs", "xstate"],
  },
  {
    page: "booking",
    routeChunks: [...localeLayout, ...catalogsOf("/$locale/bookings/book/$vetId"), "src/routes/$locale/bookings/book/$vetId.tsx?tsr-split=component---loader"],
    budgetKb: 175,
    forbidden: ["peerjs", "xstate"],
  },
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

function sourcesOf(file: string): string[] {
  if (!existsSync(join(distDir, `${file}.map`))) return [];
  const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), "utf8")) as { sources: string[] };
  return map.sources.map((source) => relative(process.cwd(), resolve(distDir, dirname(file), source.split("?")[0]!)));
}

function packagesIn(file: string): Set<string> {
  return new Set(sourcesOf(file).map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]).filter((name): name is string => Boolean(name)));
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

// The first page shows only the strings of its own catalog: a module it ships whose strings went elsewhere would
// show message ids (scripts/i18n/catalog-layout.ts decides by the imports; this checks what the build did).
const layout = catalogLayout(process.cwd());
const firstPageModules = new Set(layout.filesOf.get(FIRST_PAGE_CATALOG));
const translatable = new Map([...layout.filesOf].flatMap(([name, files]) => files.map((file) => [file, name] as const)));
const homeChunks = [...closure([entryKey, ...splitAnyway])].map((key) => manifest[key]!.file);
for (const source of new Set(homeChunks.flatMap(sourcesOf))) {
  if (translatable.has(source) && !firstPageModules.has(source)) {
    failures.push(`home: ${source} ships with the first page but its strings are in the ${translatable.get(source)} catalog`);
  }
}

if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
  process.exit(1);
}
