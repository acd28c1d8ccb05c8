import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogDrift, catalogProblems, missingTranslations, parsePo } from "./catalog-check";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("catalog check", () => {
  it("reads multi-line PO strings", () => {
    expect(parsePo(fixture("de-missing.po")).map((entry) => entry.id)).toEqual([
      "Find a vet",
      "Book a time from the vet's live schedule",
    ]);
  });

  it("fails on a message without a translation", () => {
    expect(missingTranslations(fixture("de-missing.po"))).toEqual(["Book a time from the vet's live schedule"]);
  });

  it("fails on a catalog that is stale against the source", () => {
    const drift = catalogDrift(fixture("de-missing.po"), fixture("de-extracted.po"));
    expect(drift).toEqual({ added: ["Confirm booking"], removed: [] });
    const problems = catalogProblems([{ locale: "de", drift, missing: missingTranslations(fixture("de-missing.po")) }], "en");
    expect(problems).toEqual([
      'de: not extracted yet: "Confirm booking" (run npm run i18n:extract)',
      'de: no translation for "Book a time from the vet\'s live schedule"',
    ]);
  });

  it("passes a complete, current catalog", () => {
    const complete = fixture("de-missing.po").replace(/msgstr ""\n?$/, 'msgstr "Termin buchen"\n');
    expect(catalogProblems([{ locale: "de", drift: catalogDrift(complete, complete), missing: missingTranslations(complete) }], "en")).toEqual([]);
  });
});
