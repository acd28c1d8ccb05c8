import { describe, expect, it } from "vitest";
import { parsePo } from "./catalog-check";
import { catalogText } from "./catalog-files";

/** Informal second-person words; the German interface addresses everyone as "Sie" (issue 28). */
const INFORMAL = /\b(du|Du|dich|Dich|dir|Dir|dein|deine|deinen|deinem|deiner|deines|Dein|Deine|Deinen|Deinem|Deiner|Deines)\b/;

describe("German catalogs", () => {
  it("addresses the reader as Sie everywhere, never du", () => {
    const catalog = catalogText("de");
    const informal = parsePo(catalog)
      .filter((entry) => INFORMAL.test(entry.translation))
      .map((entry) => `${entry.id} → ${entry.translation}`);
    expect(informal).toEqual([]);
  });
});
