import { describe, expect, it } from "vitest";
import { parsePo } from "./catalog-check";
import { catalogText } from "./catalog-files";

/**
 * French puts a space before "?", "!", ";", ":" and "»" and after "«", and it must not break there: a plain space
 * let "?" wrap alone onto the next line ("Terminer la consultation pour vous deux ?" did in the call). The catalogs
 * use a narrow no-break space (U+202F), and a no-break space (U+00A0) before ":".
 */
export const BREAKABLE_FRENCH_SPACE = /\S [?!;:»]|« /;

describe("French catalogs", () => {
  it("never put a breakable space before ? ! ; : » or after «", () => {
    const breakable = parsePo(catalogText("fr"))
      .filter((entry) => BREAKABLE_FRENCH_SPACE.test(entry.translation))
      .map((entry) => `${entry.id} → ${entry.translation}`);
    expect(breakable).toEqual([]);
  });
});
