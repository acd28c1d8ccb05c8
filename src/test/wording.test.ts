import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogText } from "../../scripts/i18n/catalog-files";

/** Every translated text of a locale's catalogs. */
function translations(locale: string): string[] {
  const texts: string[] = [];
  let current: string | null = null;
  for (const line of catalogText(locale).split("\n")) {
    if (line.startsWith("msgstr ")) current = JSON.parse(line.slice(7)) as string;
    else if (line.startsWith('"') && current !== null) current += JSON.parse(line) as string;
    else {
      if (current) texts.push(current);
      current = null;
    }
  }
  if (current) texts.push(current);
  return texts;
}

const emailFolder = path.resolve(import.meta.dirname, "../../convex/model/email/messages");
const germanEmails = [
  path.join(emailFolder, "de.ts"),
  ...readdirSync(emailFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(emailFolder, entry.name, "de.ts")),
].map((file) => readFileSync(file, "utf8"));

describe("wording", () => {
  it("German names the consultation 'Sprechstunde' and the video connection 'Videoanruf', in the app and in emails", () => {
    const otherTerms = /Beratung|Konsultation|\bAnruf|Tierarztpraxis/;
    const offenders = [...translations("de"), ...germanEmails.flatMap((text) => text.split("\n"))].filter((text) => otherTerms.test(text));
    expect(offenders).toEqual([]);
  });

  it("Spanish speaks to the reader as tú, never usted", () => {
    const usted = /\b(usted|Usted|su cuenta|sus recordatorios|Elija|Vuelva|busque|Puede añadir|Introduzca|Inténtelo)\b/;
    expect(translations("es").filter((text) => usted.test(text))).toEqual([]);
  });

  it("French speaks to the reader as vous, never tu", () => {
    const tu = /(?<!\p{L})(tu|toi|ton|ta|tes|te|t’|Garde|Choisis|Complète|réessaie|réponds)(?!\p{L})|-toi(?!\p{L})/u;
    expect(translations("fr").filter((text) => tu.test(text))).toEqual([]);
  });

  it("German never puts a time zone's name straight after 'in': names like 'Mitteleuropäische Zeit' need a frame around them", () => {
    const zoneAfterIn = /\b(in|im) \{\w*[Zz]one\w*\}/;
    expect(translations("de").filter((text) => zoneAfterIn.test(text))).toEqual([]);
  });
});
