import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { runStep, runStepsTogether, type Step, type StepResult } from "./lib/run-step";

/**
 * `npm test`: every check CI runs, in the order that fails fastest. Prints the test count of
 * vitest and Playwright together as the closing line.
 */
const reportDir = "test-results/reports";
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const bin = (name: string) => `node_modules/.bin/${name}`;
// Each keeps one core busy for about half a minute: together they take the time of the longest.
const staticChecks: Step[] = [
  { name: "typecheck", command: bin("tsc"), args: ["--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", command: bin("eslint"), args: ["--max-warnings", "0", "."] },
  { name: "i18n catalogs", command: bin("tsx"), args: ["scripts/i18n-check.ts"] },
];
const results: StepResult[] = await runStepsTogether(staticChecks);
results.push(
  await runStep({
    name: "unit and backend tests",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportDir}/vitest.json`],
  }),
);
const build = await runStep({ name: "build", command: bin("vite"), args: ["build", "--logLevel", "warn"] });
results.push(build);
if (existsSync("scripts/bundle-budget.ts")) results.push(await runStep({ name: "bundle budget", command: bin("tsx"), args: ["scripts/bundle-budget.ts"] }));
if (build.ok) {
  results.push(
    await runStep({
      name: "end-to-end tests",
      command: bin("playwright"),
      args: ["test", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` },
    }),
  );
}

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(): Counts {
  if (!existsSync(`${reportDir}/vitest.json`)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(`${reportDir}/vitest.json`, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

type PlaywrightSuite = { title: string; suites?: PlaywrightSuite[]; specs?: { title: string; tests: { projectName: string; status: string }[] }[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

function playwrightReport(): PlaywrightReport | null {
  if (!existsSync(`${reportDir}/playwright.json`)) return null;
  return JSON.parse(readFileSync(`${reportDir}/playwright.json`, "utf8")) as PlaywrightReport;
}

function playwrightCounts(report: PlaywrightReport | null): Counts {
  if (report === null) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The end-to-end tests that failed once and passed on their retry: each is a bug (in the test or the product) to look into. */
function flakyTests(report: PlaywrightReport | null): string[] {
  const walk = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((run) => run.status === "flaky").map((run) => `[${run.projectName}] ${[...path, spec.title].join(" › ")}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return (report?.suites ?? []).flatMap((suite) => walk(suite, [suite.title]));
}

const e2eReport = playwrightReport();
const counts = [vitestCounts(), playwrightCounts(e2eReport)].reduce((sum, next) => ({
  passed: sum.passed + next.passed,
  failed: sum.failed + next.failed,
  skipped: sum.skipped + next.skipped,
}));

console.log("\nSummary");
for (const result of results) console.log(`  ${result.ok ? "✔" : "✘"} ${result.name.padEnd(24)} ${result.seconds.toFixed(1).padStart(6)} s`);
const testSteps = new Set(["unit and backend tests", "end-to-end tests"]);
const failedChecks = results.filter((result) => !result.ok && !testSteps.has(result.name)).length;
const flaky = flakyTests(e2eReport);
if (flaky.length > 0) {
  console.log(`\nFlaky: ${flaky.length} end-to-end test(s) failed once and passed on their retry (their first failure is printed above):`);
  for (const name of flaky) console.log(`  ~ ${name}`);
}
console.log(`\n${counts.passed} passed (${flaky.length} flaky), ${counts.failed + failedChecks} failed, ${counts.skipped} skipped`);
const allRan = results.some((result) => result.name === "end-to-end tests");
process.exit(allRan && results.every((result) => result.ok) && counts.passed > 0 ? 0 : 1);
