import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useArrivals } from "./use-arrivals";

describe("useArrivals", () => {
  it("marks only what appears after the first data", () => {
    const { result, rerender } = renderHook(({ keys }: { keys: string[] | undefined }) => useArrivals(keys), {
      initialProps: { keys: undefined as string[] | undefined },
    });
    rerender({ keys: ["booking:a", "booking:b"] });
    expect([...result.current]).toEqual([]);
    rerender({ keys: ["booking:a", "booking:b", "booking:c"] });
    expect([...result.current]).toEqual(["booking:c"]);
    rerender({ keys: ["booking:b", "booking:c", "waiting:b"] });
    expect([...result.current].sort()).toEqual(["booking:c", "waiting:b"]);
  });
});
