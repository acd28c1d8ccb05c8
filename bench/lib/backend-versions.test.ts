import { describe, expect, it } from "vitest";
import { comparisonRows, medianTurnRatio } from "./backend-versions";
import type { BenchRow } from "./bench";

const rate = (throughput: number): BenchRow => ({ name: "", throughput });
const latency = (p50Ms: number): BenchRow => ({ name: "", p50Ms });

describe("the ratio of two backends measured in turns", () => {
  it("is the middle turn's ratio: throughput current / today, latency today / current", () => {
    expect(medianTurnRatio([rate(100), rate(200), rate(100)], [rate(90), rate(100), rate(120)])).toBeCloseTo(0.9);
    expect(medianTurnRatio([latency(1), latency(1)], [latency(2), latency(1)])).toBeCloseTo(0.75);
  });

  it("is not moved by a slow spell that fell on one version's turns", () => {
    // The machine ran at half speed through the current version's second slice: pooled, the ratio would read 0.855.
    const today = [rate(1000), rate(1000), rate(1000), rate(1000), rate(1000)];
    const now = [rate(950), rate(475), rate(950), rate(950), rate(950)];
    expect(medianTurnRatio(today, now)).toBeCloseTo(0.95);
  });

  it("holds the current row to the budget by that ratio and keeps the pooled one in the details", () => {
    const [, current] = comparisonRows("row", rate(1000), rate(1000), {
      budget: true,
      turns: { today: [rate(100), rate(100), rate(100)], now: [rate(85), rate(80), rate(120)] },
    });
    expect(current?.ratio).toBeCloseTo(0.85);
    expect(current?.meetsTarget).toBe(false);
    expect(current?.details?.ratioOfPooledTurns).toBe(1);
    expect(current?.target).toBe("median turn ≥ 0.90× today");
  });

  it("falls back to the pooled ratio without turns", () => {
    const [, current] = comparisonRows("row", latency(2), latency(1), { budget: true });
    expect(current?.ratio).toBe(2);
    expect(current?.meetsTarget).toBe(true);
  });
});
