import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { useNow } from "./use-now";

afterEach(() => vi.useRealTimers());

describe("useNow", () => {
  test("moves on every interval, read to the second", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T10:00:00.400Z"));
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(Date.parse("2026-11-24T10:00:00Z"));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(Date.parse("2026-11-24T10:00:30Z"));
  });
});
