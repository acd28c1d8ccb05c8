import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { acceptedLanguages, firstPageTranslations, localizedShells, shellLocale } from "./document-shell";

const template = readFileSync("index.html", "utf8");
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const noScriptNotice = (html: string) => /<p class="noscript-notice">([^<]*)<\/p>/.exec(html)?.[1];

describe("index.html in the address's language", () => {
  test("each locale's page has its lang and its description from the first page's catalog", () => {
    const shells = localizedShells(template, firstPageTranslations("."));
    expect(shells.en).toContain('<html lang="en"');
    expect(description(shells.en)).toBe("Vetline: video consultations with licensed veterinarians, booked into their live schedule.");
    expect(shells.de).toContain('<html lang="de"');
    expect(description(shells.de)).toMatch(/^Vetline: Videosprechstunden mit approbierten Tierärztinnen/);
    expect(shells.fr).toContain('<html lang="fr"');
    expect(description(shells.fr)).toMatch(/^Vetline\u00a0: téléconsultations/);
    expect(shells.es).toContain('<html lang="es"');
    expect(description(shells.es)).toMatch(/^Vetline: videoconsultas/);
    expect(noScriptNotice(shells.en)).toBe("Vetline needs JavaScript: turn it on in your browser to find a vet and book a consultation.");
    expect(noScriptNotice(shells.de)).toMatch(/^Vetline braucht JavaScript/);
    expect(noScriptNotice(shells.es)).toMatch(/^Vetline necesita JavaScript/);
    expect(noScriptNotice(shells.fr)).toMatch(/^Vetline a besoin de JavaScript/);
  });

  test("a description without a translation stays in English, and text is escaped for the attribute", () => {
    const shells = localizedShells(template, (locale) => new Map(locale === "fr" ? [[description(template)!, 'Dites "bonjour" <ici> & là']] : []));
    expect(description(shells.de)).toBe(description(template));
    expect(description(shells.fr)).toBe("Dites &quot;bonjour&quot; &lt;ici&gt; &amp; là");
  });

  test("the address's locale wins; without one, the reader's languages in the order they weigh them", () => {
    expect(shellLocale("/es/veterinarians", "de-DE,de;q=0.9")).toBe("es");
    expect(shellLocale("/", "it-IT, fr;q=0.8, de;q=0.9")).toBe("de");
    expect(shellLocale("/veterinarians", "de;q=0, fr-CH")).toBe("fr");
    expect(shellLocale("/", undefined)).toBe("en");
    expect(shellLocale("/xx/terms", "*")).toBe("en");
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5, de;q=0")).toEqual(["fr-CH", "fr", "en"]);
  });
});
