import { describe, expect, it } from "vitest";
import { translationsWhere } from "./catalog-files";

/**
 * The values a message is given ({when}, {count, plural, …}): a translation that drops one leaves a sentence without
 * its time or name, and one that adds a name the code never passes shows the reader a raw placeholder. A branch of a
 * plural (`one {# message}`) is text, not a value.
 */
const ARGUMENT = /(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*(\w+)\s*[,}]/g;
/** An apostrophe next to a brace quotes it: ICU shows the braces, and what is between them, as text. */
const QUOTED_BRACE = /'[{}]|[{}]'/;

function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(ARGUMENT)].map((match) => match[1]!))].sort();
}

describe("translations", () => {
  it("reads a message's values, not the text of its plural branches", () => {
    expect(argumentsOf("{who} moved the consultation from {from} to {when}.")).toEqual(["from", "when", "who"]);
    expect(argumentsOf("{unread, plural, one {# unread message} other {# unread messages}}")).toEqual(["unread"]);
    expect(argumentsOf("{n, plural, =0 {none} one {single} other {many}}")).toEqual(["n"]);
    expect(argumentsOf("{'de': 'Gerade …', 'fr': 'Trop …'}")).toEqual([]);
    expect(argumentsOf("{stray}")).toEqual(["stray"]);
  });

  for (const locale of ["de", "es", "fr"]) {
    it(`${locale}: no translation quotes a brace, which would show the reader raw text`, () => {
      const quoted = translationsWhere(locale, (entry) => QUOTED_BRACE.test(entry.translation) && !QUOTED_BRACE.test(entry.id));
      expect(quoted).toEqual([]);
    });

    it(`${locale}: every translation takes exactly the values of its message`, () => {
      const mismatched = translationsWhere(locale, (entry) => entry.translation !== "" && argumentsOf(entry.translation).join() !== argumentsOf(entry.id).join());
      expect(mismatched).toEqual([]);
    });
  }
});
