import { describe, expect, test } from "vitest";
import { directoryArgs, filtersSet, localMidnightAfter, noVetFoundCase, parseDirectorySearch, sameDirectorySearch } from "./directory-search";

describe("directory URL search params", () => {
  test("keep valid filters and drop invalid ones instead of failing", () => {
    expect(parseDirectorySearch({ species: "dragon", lang: "de", minPrice: 20, available: "soon", sort: "price" })).toEqual({
      lang: "de",
      minPrice: 20,
      sort: "price",
    });
  });

  test("ignore values of the wrong type or length", () => {
    expect(parseDirectorySearch({ q: "  itching  ", specialty: "x".repeat(61), minPrice: -5, maxPrice: 12.555, lang: "DEU" })).toEqual({ q: "itching" });
    expect(parseDirectorySearch({ minPrice: 29.5, maxPrice: 31.99 })).toEqual({ minPrice: 29.5, maxPrice: 31.99 });
  });

  test("cut a search text longer than the field takes at its limit, rather than dropping the search", () => {
    expect(parseDirectorySearch({ q: ` ${"a".repeat(99)}bc` })).toEqual({ q: `${"a".repeat(99)}b` });
  });

  test("read a specialty as its code, also from a link that names it in any locale; drop one not on the list", () => {
    expect(parseDirectorySearch({ specialty: "dentistry" })).toEqual({ specialty: "dentistry" });
    expect(parseDirectorySearch({ specialty: "Petits mammifères" })).toEqual({ specialty: "small_mammals" });
    expect(parseDirectorySearch({ specialty: "Cardiology" })).toEqual({ specialty: "cardiology" });
    expect(parseDirectorySearch({ specialty: "Acupuncture" })).toEqual({});
  });

  test("are the same search when the same values are set, whatever is left undefined", () => {
    expect(sameDirectorySearch({ species: "cat", q: undefined }, parseDirectorySearch({ species: "cat" }))).toBe(true);
    expect(sameDirectorySearch({ species: "cat" }, { species: "cat", lang: "de" })).toBe(false);
    expect(sameDirectorySearch({ minPrice: 30 }, { minPrice: 31 })).toBe(false);
  });

  test("become query arguments with prices in minor units", () => {
    expect(directoryArgs({ minPrice: 29.5, maxPrice: 31.99 }, 0, "UTC")).toMatchObject({ minPriceMinor: 2950, maxPriceMinor: 3199 });
    expect(directoryArgs({ species: "cat", minPrice: 20, maxPrice: 45, q: "" }, 0, "UTC")).toMatchObject({
      sort: "next_slot",
      search: undefined,
      species: "cat",
      minPriceMinor: 2000,
      maxPriceMinor: 4500,
    });
  });
});

describe("availability cut-off in the viewer's zone", () => {
  test("today ends at the next local midnight", () => {
    // 2025-06-10 20:00 UTC is 22:00 in Berlin (UTC+2): the day ends at 22:00 UTC.
    expect(localMidnightAfter(Date.UTC(2025, 5, 10, 20), "Europe/Berlin", 1)).toBe(Date.UTC(2025, 5, 10, 22));
    // Same instant in New York (UTC-4) is 16:00: the day ends at 04:00 UTC the next day.
    expect(localMidnightAfter(Date.UTC(2025, 5, 10, 20), "America/New_York", 1)).toBe(Date.UTC(2025, 5, 11, 4));
  });

  test("three days count across a daylight-saving change", () => {
    // Berlin leaves summer time on 2025-10-26: midnight of the 27th is 23:00 UTC on the 26th.
    expect(localMidnightAfter(Date.UTC(2025, 9, 24, 12), "Europe/Berlin", 3)).toBe(Date.UTC(2025, 9, 26, 23));
  });
  test("say why nobody was found by what was searched; the sort order is no filter", () => {
    expect(noVetFoundCase({})).toBe("emptyDirectory");
    expect(noVetFoundCase({ sort: "price" })).toBe("emptyDirectory");
    expect(noVetFoundCase({ q: "Weber", sort: "price" })).toBe("search");
    expect(noVetFoundCase({ q: "Weber", species: "cat" })).toBe("searchAndFilters");
    expect(noVetFoundCase({ lang: "de", sort: "next_slot" })).toBe("filters");
    // A filter cleared by a choice ("Any species") is no filter.
    expect(noVetFoundCase({ q: "Weber", species: undefined })).toBe("search");
  });

  test("count the filters set for the folded filters' label, not the search text or the sort", () => {
    expect(filtersSet({ q: "Weber", sort: "price" })).toBe(0);
    expect(filtersSet({ species: "cat", lang: "de", minPrice: 20, available: "today", specialty: undefined })).toBe(4);
  });
});
