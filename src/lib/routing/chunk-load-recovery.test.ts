import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, mayReloadFor, reloadFor } from "./chunk-load-recovery";

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("chunk load recovery", () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("loads the target page once, and not again in a loop", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    expect(mayReloadFor("/en/veterinarians", 1_000)).toBe(true);
    reloadFor("/en/veterinarians", 1_000);
    expect(mayReloadFor("/en/veterinarians", 2_000)).toBe(false);
    expect(mayReloadFor("/en/bookings", 2_000)).toBe(true);
    expect(mayReloadFor("/en/veterinarians", 20_000)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/en/veterinarians");
  });
});
