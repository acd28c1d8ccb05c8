import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loadavg } from "node:os";
import { repoRoot } from "../../local-backend/test/conformance/support/backend-process";
import type { BenchRow } from "./bench";
import { median } from "./stats";

/**
 * The local backend as it was "today" in issue 19 (the commit before functions moved to worker
 * threads), run beside the current one in the same bench run: each version is its own process, the
 * two are measured in short turns (ABBA…) so a change in the machine's load hits both alike, and the
 * rows carry the ratio. `VETLINE_BENCH_BASELINE=<commit>` compares with another commit;
 * `VETLINE_BENCH_BASELINE=none` skips the comparison.
 */
export const DEFAULT_BASELINE_COMMIT = "24b063f4182ad22d8aee2f9ab62b1d50351a732d";

export interface BackendVersion {
  /** "today" (the baseline) or "current" */
  label: string;
  /** the CLI to start: undefined for the current build */
  cli: string | undefined;
}

const current: BackendVersion = { label: "current", cli: undefined };

/**
 * The baseline's `local-backend/`, taken from git into node_modules/.cache (once per commit) and run
 * as it ran then: its compiled CLI (`bin/local-backend.mjs`) where it had one, else `src/cli.ts`
 * through tsx. Null when the comparison is off or git cannot provide the commit (a copy of the
 * project without its history).
 */
function baselineVersion(): BackendVersion | null {
  const commit = process.env.VETLINE_BENCH_BASELINE ?? DEFAULT_BASELINE_COMMIT;
  if (commit === "none") return null;
  // Inside node_modules/.cache, so the baseline resolves `convex`, `ws`… from this checkout's node_modules.
  const dir = join(repoRoot, "node_modules", ".cache", "local-backend-baseline", commit);
  const clis = [join(dir, "local-backend", "bin", "local-backend.mjs"), join(dir, "local-backend", "src", "cli.ts")];
  if (!existsSync(dir)) {
    const staging = `${dir}.partial-${process.pid}`;
    try {
      mkdirSync(staging, { recursive: true });
      const paths = hasPath(commit, "local-backend/bin") ? ["local-backend/src", "local-backend/bin"] : ["local-backend/src"];
      const archive = execFileSync("git", ["archive", commit, ...paths], { cwd: repoRoot, maxBuffer: 256 * 2 ** 20 });
      execFileSync("tar", ["-x", "-C", staging], { input: archive });
      renameSync(staging, dir);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      process.stderr.write(`no baseline backend (${commit}): ${(error as Error).message.split("\n")[0]}\n`);
      return null;
    }
  }
  const cli = clis.find((candidate) => existsSync(candidate));
  return cli === undefined ? null : { label: `today (${commit.slice(0, 7)})`, cli };
}

function hasPath(commit: string, path: string): boolean {
  try {
    execFileSync("git", ["cat-file", "-e", `${commit}:${path}`], { cwd: repoRoot, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The versions a bench measures: the baseline (when available) and the current build. */
export function backendVersions(): { baseline: BackendVersion | null; current: BackendVersion } {
  return { baseline: baselineVersion(), current };
}

/**
 * Calls `slice` once for each version, the order reversed on every other turn (AB BA AB…): with both
 * backends running side by side and short slices, a change in the machine's load, and whatever the
 * version measured first leaves running behind it (a collection, the compiler, the disk), hits both alike.
 */
export async function inTurn<V>(versions: readonly V[], turn: number, slice: (version: V) => Promise<void>): Promise<void> {
  const order = turn % 2 === 0 ? versions : [...versions].reverse();
  for (const version of order) await slice(version);
}

/** The machine's 1-minute load average, for progress lines. */
export function loadAverage(): string {
  return loadavg()[0]!.toFixed(2);
}

/** Issue 19's budget: the current backend may be at most 10 % slower than today's. */
export const ALLOWED_SLOWDOWN = 0.1;
const budgetTarget = `≥ ${(1 - ALLOWED_SLOWDOWN).toFixed(2)}× today`;

/** How much faster the current figure is than today's: throughput current / today, latency today / current. */
function ratioOf(today: BenchRow, now: BenchRow): number | undefined {
  if (now.throughput !== undefined && today.throughput !== undefined) return now.throughput / today.throughput;
  if (today.p50Ms !== undefined && now.p50Ms !== undefined) return today.p50Ms / now.p50Ms;
  return undefined;
}

/**
 * The median of the turns' ratios: each turn measured both versions back to back, so the machine's
 * speed, which drifts by a third within minutes on a shared VM, is nearly the same for both halves of
 * a turn. Pooling every turn instead lets a slow spell that fell more on one version's slices move the
 * ratio. A/A runs (the current backend against its own commit as "today"): the live update's pooled ratio spread
 * over 0.94–1.13 in five, its median turn ratio over 1.00–1.05 in three; for throughput rows the two spread alike
 * (0.96–1.02).
 */
export function medianTurnRatio(todayTurns: readonly BenchRow[], nowTurns: readonly BenchRow[]): number | undefined {
  const ratios = todayTurns
    .map((today, turn) => (nowTurns[turn] === undefined ? undefined : ratioOf(today, nowTurns[turn])))
    .filter((ratio): ratio is number => ratio !== undefined && Number.isFinite(ratio));
  return ratios.length === 0 ? undefined : median(ratios);
}

/**
 * Today's figures and the current ones as two rows; the current row's ratio is how much faster it is
 * (throughput: current / today; latency: today's p50 / the current p50), so below 1 is slower.
 * `budget`: the row is held to issue 19's 10 % budget. `turns`: each version's turns, one row each,
 * in the same order; the ratio is then the median of the turns' ratios (see `medianTurnRatio`), and
 * the ratio of the pooled figures goes to the details.
 */
export function comparisonRows(
  name: string,
  today: BenchRow | null,
  now: BenchRow,
  options: { budget: boolean; turns?: { today: readonly BenchRow[]; now: readonly BenchRow[] } },
): BenchRow[] {
  if (today === null) return [{ ...now, name }];
  const pooledRatio = ratioOf(today, now);
  const turnRatio = options.turns === undefined ? undefined : medianTurnRatio(options.turns.today, options.turns.now);
  const ratio = turnRatio ?? pooledRatio;
  const current: BenchRow = {
    ...now,
    name: `${name}, current`,
    baselineName: "today",
    ...(today.throughput === undefined ? {} : { baselineThroughput: today.throughput }),
    ...(ratio === undefined ? {} : { ratio }),
    details: {
      ...now.details,
      todayP50Ms: today.p50Ms ?? Number.NaN,
      todayP95Ms: today.p95Ms ?? Number.NaN,
      ...(turnRatio === undefined ? {} : { ratioOfMedianTurn: turnRatio, ratioOfPooledTurns: pooledRatio ?? Number.NaN }),
    },
  };
  if (options.budget && ratio !== undefined) {
    const withinBudget = ratio >= 1 - ALLOWED_SLOWDOWN;
    const target = turnRatio === undefined ? budgetTarget : `median turn ${budgetTarget}`;
    current.target = now.target === undefined ? target : `${now.target}; ${target}`;
    current.meetsTarget = withinBudget && (now.meetsTarget ?? true);
  }
  return [{ ...today, name: `${name}, today` }, current];
}
