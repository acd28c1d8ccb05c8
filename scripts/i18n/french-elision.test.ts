import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translationsWhere } from "./catalog-files";

/**
 * A person's or pet's name can start with a vowel, where French elides the word before it ("d’Alex", "qu’Alex").
 * A placeholder cannot do that, so the French catalogs never put a name right after "de" or "que": the wording goes
 * around it ("{name} : bonne connexion", "envoyée par {author}").
 */
const NAME_AFTER_ELIDING_WORD = /\b(de|que|De|Que) \{(name|petName|ownerName|vetName|author|otherPartyName)\}/;

describe("French catalogs", () => {
  it("never writes 'de {name}' or 'que {name}', which would read 'de Alex' for a name starting with a vowel", () => {
    const unelided = translationsWhere("fr", (entry) => NAME_AFTER_ELIDING_WORD.test(entry.translation));
    expect(unelided).toEqual([]);
  });

  it("keeps to that in the French emails, whose sentences are written in code", () => {
    const emails = readFileSync("convex/model/email/messages/fr.ts", "utf8");
    expect(emails.match(/\b(de|que|De|Que) \$\{[\w.]*(name|Name)\}.*/g) ?? []).toEqual([]);
  });
});
