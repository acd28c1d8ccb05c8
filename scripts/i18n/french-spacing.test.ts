import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translationsWhere } from "./catalog-files";

/**
 * French puts a space before "?", "!", ";", ":" and "»" and after "«", and it must not break there: a plain space
 * let "?" wrap alone onto the next line ("Terminer la consultation pour vous deux ?" did in the call). The catalogs
 * use a narrow no-break space (U+202F), and a no-break space (U+00A0) before ":".
 */
export const BREAKABLE_FRENCH_SPACE = /\S [?!;:»]|« /;

describe("French catalogs", () => {
  it("never put a breakable space before ? ! ; : » or after «", () => {
    const breakable = translationsWhere("fr", (entry) => BREAKABLE_FRENCH_SPACE.test(entry.translation));
    expect(breakable).toEqual([]);
  });
});

/** One apostrophe throughout: the typographic one ("l’instant"), never the typewriter one beside it ("l'instant"). */
const TYPEWRITER_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/u;

describe("French apostrophes", () => {
  it("are typographic in every catalog", () => {
    const typewriter = translationsWhere("fr", (entry) => TYPEWRITER_APOSTROPHE.test(entry.translation));
    expect(typewriter).toEqual([]);
  });

  it("are typographic in the French emails, whose sentences are written in code", () => {
    const emails = readFileSync("convex/model/email/messages/fr.ts", "utf8");
    expect(emails.split("\n").filter((line) => TYPEWRITER_APOSTROPHE.test(line))).toEqual([]);
  });
});
