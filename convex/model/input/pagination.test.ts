import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { requirePageSize, withClientCursor } from "./pagination";

const codeOf = (run: () => unknown) => {
  try {
    run();
    return "ok";
  } catch (error) {
    return error instanceof ConvexError ? (error.data as { code: string }).code : "untyped";
  }
};

describe("pagination input", () => {
  it("accepts page sizes from 1 to 100 only", () => {
    expect(codeOf(() => requirePageSize({ numItems: 20, cursor: null }))).toBe("ok");
    for (const numItems of [0, -1, 1.5, NaN, Infinity, 101]) {
      expect(codeOf(() => requirePageSize({ numItems, cursor: null }))).toBe("INVALID_PAGINATION");
    }
  });

  it("turns a failure on a client-supplied cursor into a typed error, and lets other failures through", async () => {
    const failing = () => Promise.reject(new SyntaxError("Unexpected token"));
    await expect(withClientCursor({ numItems: 5, cursor: "junk" }, failing)).rejects.toMatchObject({
      data: { code: "INVALID_PAGINATION" },
    });
    await expect(withClientCursor({ numItems: 5, cursor: null }, failing)).rejects.toBeInstanceOf(SyntaxError);
    expect(await withClientCursor({ numItems: 5, cursor: "ok" }, async () => 7)).toBe(7);
  });
});
