/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

const sources = import.meta.glob(["../../**/*.ts", "!../../_generated/**", "!../../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const APPEND_HELPER = "./event-store.ts";

describe("the booking event store", () => {
  it("reads the whole functions folder", () => {
    expect(Object.keys(sources)).toContain(APPEND_HELPER);
    expect(Object.keys(sources)).toContain("../../bookings.ts");
  });

  it("is written only by the append helper", () => {
    const writers = Object.entries(sources)
      .filter(([, text]) => /insert\(\s*["']bookingEvents["']/.test(text))
      .map(([path]) => path);
    expect(writers).toEqual([APPEND_HELPER]);
  });

  it("never patches, replaces or deletes an event", () => {
    const touchingEvents = Object.entries(sources).filter(([, text]) => text.includes("bookingEvents"));
    for (const [path, text] of touchingEvents) {
      // Outside the schema, a file naming the table may only query it or insert into it.
      const uses = [...text.matchAll(/\.(\w+)\(\s*["']bookingEvents["']/g)].map((match) => match[1]);
      expect({ path, uses: uses.filter((use) => use !== "query" && use !== "insert") }).toEqual({ path, uses: [] });
    }
    const helper = sources[APPEND_HELPER] ?? "";
    expect(helper).not.toMatch(/\.(patch|replace|delete)\(/);
  });
});
