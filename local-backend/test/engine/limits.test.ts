import { describe, expect, it } from "vitest";
import { TransactionMetrics, TRANSACTION_LIMITS } from "../../src/engine/limits.js";

describe("transaction limits", () => {
  it("uses Convex's documented limits", () => {
    expect(TRANSACTION_LIMITS).toMatchObject({ documentsRead: 32_000, bytesRead: 16 * 1024 * 1024, bytesWritten: 16 * 1024 * 1024, documentsWritten: 16_000 });
  });

  it("fails the transaction that scans one document too many, with Convex's message", () => {
    const metrics = new TransactionMetrics();
    for (let i = 0; i < 32_000; i++) metrics.trackRead(10);
    expect(() => metrics.trackRead(10)).toThrow(
      "Scanned too many documents in a single function execution (limit: 32000). This is a Convex limit: https://docs.convex.dev/production/state/limits",
    );
  });

  it("fails on bytes read and written", () => {
    const metrics = new TransactionMetrics();
    metrics.trackRead(16 * 1024 * 1024);
    expect(() => metrics.trackRead(1)).toThrow(/Read too much data in a single function execution/);
    metrics.trackWrite(16 * 1024 * 1024);
    expect(() => metrics.trackWrite(1)).toThrow(/Wrote too much data in a single function execution/);
  });
});
