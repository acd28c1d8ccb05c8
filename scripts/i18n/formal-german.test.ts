import { describe, expect, it } from "vitest";
import { translationsWhere } from "./catalog-files";

/** Informal second-person words; the German interface addresses everyone as "Sie" (issue 28). */
const INFORMAL = /\b(du|Du|dich|Dich|dir|Dir|dein|deine|deinen|deinem|deiner|deines|Dein|Deine|Deinen|Deinem|Deiner|Deines)\b/;

describe("German catalogs", () => {
  it("addresses the reader as Sie everywhere, never du", () => {
    const informal = translationsWhere("de", (entry) => INFORMAL.test(entry.translation));
    expect(informal).toEqual([]);
  });
});
