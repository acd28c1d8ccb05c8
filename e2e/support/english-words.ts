import type { Page } from "@playwright/test";
import { catalogText } from "../../scripts/i18n/catalog-files";
import { SPECIALTY_LABELS } from "../../convex/shared/vets/specialties";
import type { UiLocale } from "./ui-text";

type Entry = { id: string; translation: string };

function entriesOf(locale: UiLocale): Entry[] {
  const entries: Entry[] = [];
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let id: string | null = null;
  let str: string | null = null;
  let reading: "id" | "str" | null = null;
  const flush = () => {
    if (id !== null && str !== null && id !== "") entries.push({ id, translation: str });
    id = str = null;
    reading = null;
  };
  for (const line of catalogText(locale).split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line);
      reading = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line);
      reading = "str";
    } else if (line.startsWith('"') && reading === "id") id += unquote(line);
    else if (line.startsWith('"') && reading === "str") str += unquote(line);
    else if (line.trim() === "") flush();
  }
  flush();
  return entries;
}

/**
 * The English UI texts that must not show on a page in `locale`: every piece of running text of the en catalogs (the
 * parts between placeholders and markup) of at least two words, unless the locale's own translation uses the same
 * words (a product name, "Google Agenda"); and every English name of the reference data translated outside the
 * catalogs (vet specialties), whatever its length, unless it is also the locale's name ("Nutrition" in French).
 * Taken from the catalogs and tables, so a new English string is checked the day it is added.
 */
export function englishTextsToAvoid(locale: Exclude<UiLocale, "en">): string[] {
  const translations = entriesOf(locale);
  const translated = translations.map((entry) => entry.translation).join("\n");
  const pieces = new Set<string>();
  for (const { id } of entriesOf("en")) {
    for (const piece of id.split(/\{[^}]*\}|<\/?\d+>|[\n·:;()"“”]/)) {
      const text = piece.trim().replace(/[.,!?…]+$/, "");
      if (text.split(/\s+/).length < 2 || !/[a-z]/.test(text)) continue;
      if (translated.includes(text)) continue;
      pieces.add(text);
    }
  }
  const ownNames = Object.values(SPECIALTY_LABELS).map((names) => names[locale]);
  for (const names of Object.values(SPECIALTY_LABELS)) {
    if (!ownNames.some((own) => own.includes(names.en))) pieces.add(names.en);
  }
  return [...pieces];
}

/** Which of `texts` the page shows: its visible text and what it says to assistive tech (labels, titles, alt). */
export function textsShown(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate((candidates) => {
    const said: string[] = [document.body.innerText, document.title];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("[aria-label], [title], [alt], [placeholder], [aria-description]"))) {
      for (const name of ["aria-label", "title", "alt", "placeholder", "aria-description"]) {
        const value = element.getAttribute(name);
        if (value) said.push(value);
      }
    }
    const page = said.join("\n").replace(/\s+/g, " ");
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return candidates.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, "u").test(page));
  }, texts);
}
