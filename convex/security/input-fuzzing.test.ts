import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { modules } from "../test.setup";
import { NOW } from "../model/bookings/booking-world.testing";
import { useTestAuthEnvironment } from "../model/accounts/accounts-world.testing";
import { badArgumentVariants, oversizedTextVariants, seededRandom, type ValidatorJson } from "./bad-arguments.testing";
import { callByPath, type Client } from "./call-outcome.testing";
import { FUNCTION_TABLE, listPublicFunctions } from "./public-functions.testing";
import { securityWorld, type SecurityWorld } from "./security-world.testing";
import schema from "../schema";

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const VARIANTS_PER_FUNCTION = 150;

beforeAll(useTestAuthEnvironment);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function argsValidatorOf(path: string): Promise<ValidatorJson> {
  const [moduleName, name] = path.split(":") as [string, string];
  const load = modules[`./${moduleName}.ts`];
  if (load === undefined) throw new Error(`no module for ${path}`);
  const fn = ((await load()) as Record<string, { exportArgs: () => string }>)[name];
  if (fn === undefined) throw new Error(`no export for ${path}`);
  return JSON.parse(fn.exportArgs()) as ValidatorJson;
}

describe("input fuzzing", () => {
  it(`answers bad arguments to every public function with a validator error or a typed ConvexError (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const world = await securityWorld();
    const crashes: string[] = [];
    const counts = { calls: 0, validator: 0, typed: 0, library: 0, accepted: 0 };
    const functions = await listPublicFunctions();
    for (const fn of functions) {
      const entry = FUNCTION_TABLE[fn.path];
      if (entry === undefined) throw new Error(`${fn.path} has no entry in FUNCTION_TABLE`);
      // The rightful role, so bad input gets past the identity checks into the function's own code.
      const client: Client = "signedIn" in entry.access && entry.access.signedIn === "vet" ? world.asVet : world.asOwner;
      const variants = badArgumentVariants(await argsValidatorOf(fn.path), entry.args(world), random, VARIANTS_PER_FUNCTION);
      for (const args of variants) {
        counts.calls++;
        const outcome = await callByPath(client, fn.kind, fn.path, args);
        if (outcome.kind === "crash" && entry.libraryErrors?.message.test(outcome.message)) counts.library++;
        else if (outcome.kind === "crash") crashes.push(`${fn.path}(${preview(args)}): ${outcome.message.slice(0, 300)}`);
        else if (outcome.kind === "ok") counts.accepted++;
        else counts[outcome.kind]++;
      }
    }
    console.log(
      `input fuzzing (seed ${SEED}): ${functions.length} functions, ${counts.calls} calls with bad arguments; ` +
        `${counts.validator} validator errors, ${counts.typed} typed ConvexErrors, ${counts.library} refusals by the auth library, ` +
        `${counts.accepted} accepted as harmless, ` +
        `${crashes.length} crashes`,
    );
    expect(crashes).toEqual([]);
    // Control: a malformed reference is refused rather than looked up.
    expect(await callByPath(world.t, "query", "pets:pet", { petId: 42 })).toEqual({ kind: "validator" });
  }, 120_000);
});

function changedTables(before: string, after: string): string[] {
  const [was, is] = [JSON.parse(before), JSON.parse(after)] as Record<string, unknown[]>[];
  return Object.keys(is!).filter((table) => JSON.stringify(was![table]) !== JSON.stringify(is![table]));
}

/** Every row of every table, to prove a refused call wrote nothing. */
async function everything(world: SecurityWorld): Promise<string> {
  return await world.t.run(async (ctx) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of Object.keys(schema.tables) as (keyof typeof schema.tables)[]) {
      tables[table] = await ctx.db.query(table).collect();
    }
    return JSON.stringify(tables);
  });
}

describe("oversized text", () => {
  it("answers 100 kB and 1 MB text in every text argument of every public function with a typed error, and writes nothing", async () => {
    const world = await securityWorld();
    const problems: string[] = [];
    const counts = { calls: 0, typed: 0, library: 0 };
    const functions = await listPublicFunctions();
    let before = await everything(world);
    for (const size of [100_000, 1_000_000]) {
      const text = "ü".repeat(size / 2);
      for (const fn of functions) {
        const entry = FUNCTION_TABLE[fn.path]!;
        const client: Client = "signedIn" in entry.access && entry.access.signedIn === "vet" ? world.asVet : world.asOwner;
        for (const { path, args } of oversizedTextVariants(await argsValidatorOf(fn.path), entry.args(world), text)) {
          counts.calls++;
          const outcome = await callByPath(client, fn.kind, fn.path, args);
          const where = `${fn.path} ${path} (${size / 1000} kB)`;
          if (outcome.kind === "typed") counts.typed++;
          else if (outcome.kind === "crash" && entry.libraryErrors?.message.test(outcome.message)) counts.library++;
          else problems.push(`${where}: ${outcome.kind === "crash" ? outcome.message.slice(0, 200) : outcome.kind}`);
          const after = await everything(world);
          if (after !== before) {
            problems.push(`${where}: wrote to ${changedTables(before, after).join(", ")}`);
            before = after;
          }
        }
      }
    }
    console.log(
      `oversized text: ${counts.calls} calls with 100 kB or 1 MB in one text argument; ${counts.typed} typed errors, ` +
        `${counts.library} refusals by the auth library, ${problems.length} problems (a refusal that wrote anything is one)`,
    );
    expect(problems).toEqual([]);
  }, 300_000);
});

function preview(args: unknown): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    typeof value === "number" && !Number.isFinite(value)
      ? String(value)
      : typeof value === "string" && value.length > 40
        ? `${value.slice(0, 12)}…(${value.length})`
        : value,
  ).slice(0, 200);
}
