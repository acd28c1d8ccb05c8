import { join } from "node:path";
import { type FunctionArgs, makeFunctionReference } from "convex/server";
import { api } from "../convex/_generated/api";
import { BackendProcess, repoRoot } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { defineBench, type BenchRow } from "./lib/bench";
import { runTimed } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * The first page of the vet directory over 10,000 published vets, as a visitor loads it with filters applied,
 * through the HTTP client against the local backend running the real `convex/` functions.
 */
const PUBLISHED_VETS = 10_000;
/** Each vet writes about a dozen directory rows: stay well inside a mutation's write limits. */
const SEED_BATCH = 250;
const MEASURE_MS = 4_000;
const PAGE_SIZE = 12;
const TARGET_P95_MS = 20;

type DirectoryArgs = FunctionArgs<typeof api.vets.directory>;

const functionsDir = join(repoRoot, "convex");
// Internal, so the public client typings do not offer it; the admin key may call it.
const syntheticVets = makeFunctionReference<"mutation", { offset: number; count: number }>("seed:syntheticVets");

function scenarios(now: number): Array<{ name: string; args: DirectoryArgs }> {
  const firstPage = { numItems: PAGE_SIZE, cursor: null };
  return [
    {
      name: "dog + German, soonest slot first, free within 3 days",
      args: { paginationOpts: firstPage, sort: "next_slot", species: "dog", language: "de", availableBefore: now + 3 * 86_400_000 },
    },
    {
      name: "cat + French, cheapest first, 20–40 EUR",
      args: { paginationOpts: firstPage, sort: "price", species: "cat", language: "fr", minPriceMinor: 2000, maxPriceMinor: 4000 },
    },
    {
      name: "text search 'cardiology' + rabbit",
      args: { paginationOpts: firstPage, sort: "next_slot", search: "cardiology", species: "rabbit" },
    },
  ];
}

export default defineBench({
  name: "vet directory first page (10,000 published vets)",
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const backend = await BackendProcess.start({ functionsDir });
    try {
      const admin = httpClient(backend, { admin: true });
      const seedStarted = Date.now();
      for (let offset = 0; offset < PUBLISHED_VETS; offset += SEED_BATCH) {
        await admin.mutation(syntheticVets, { offset, count: SEED_BATCH });
      }
      const seedMs = Date.now() - seedStarted;
      process.stderr.write(`seeded ${PUBLISHED_VETS} published vets in ${seedMs} ms\n`);

      const visitor = httpClient(backend);

      for (const scenario of scenarios(Date.now())) {
        const first = await visitor.query(api.vets.directory, scenario.args);
        const local = await runTimed(() => visitor.query(api.vets.directory, scenario.args), {
          durationMs: MEASURE_MS,
          warmup: 5,
        });
        const localSummary = summarise(local.latenciesMs);
        rows.push({
          name: `directory: ${scenario.name}, local backend`,
          p50Ms: localSummary.p50Ms,
          p95Ms: localSummary.p95Ms,
          throughput: local.perSecond,
          target: `p95 ≤ ${TARGET_P95_MS} ms`,
          meetsTarget: localSummary.p95Ms <= TARGET_P95_MS,
          details: {
            resultsOnPage: first.page.length,
            operations: local.operations,
            seedMs,
          },
        });
      }
    } finally {
      await backend.dispose();
    }
    return rows;
  },
});
