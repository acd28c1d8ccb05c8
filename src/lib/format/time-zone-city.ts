import { dateTimeFormat } from "@shared/intl-cache";

/**
 * CLDR's names of the cities that name the usual zones of our readers where Intl shows the country instead of the
 * city (a country's main zone: "hora de Alemania"), and the name differs from the English one of the IANA id.
 */
const CITY_NAMES: Record<string, Partial<Record<string, string>>> = {
  "Europe/Berlin": { es: "Berlín" },
  "Europe/Vienna": { de: "Wien", fr: "Vienne", es: "Viena" },
  "Europe/Zurich": { de: "Zürich", es: "Zúrich" },
  "Europe/Brussels": { de: "Brüssel", fr: "Bruxelles", es: "Bruselas" },
  "Europe/London": { fr: "Londres", es: "Londres" },
  "Europe/Lisbon": { de: "Lissabon", fr: "Lisbonne", es: "Lisboa" },
  "Europe/Rome": { de: "Rom", es: "Roma" },
  "Europe/Copenhagen": { de: "Kopenhagen", fr: "Copenhague", es: "Copenhague" },
  "Europe/Prague": { de: "Prag", es: "Praga" },
  "Europe/Warsaw": { de: "Warschau", fr: "Varsovie", es: "Varsovia" },
  "Europe/Athens": { de: "Athen", fr: "Athènes", es: "Atenas" },
  "Europe/Stockholm": { es: "Estocolmo" },
  "Europe/Dublin": { es: "Dublín" },
  "Europe/Amsterdam": { es: "Ámsterdam" },
  "Europe/Luxembourg": { de: "Luxemburg", es: "Luxemburgo" },
  "Europe/Bucharest": { de: "Bukarest", fr: "Bucarest", es: "Bucarest" },
  "Europe/Istanbul": { es: "Estambul" },
  "Europe/Belgrade": { de: "Belgrad", es: "Belgrado" },
  "Europe/Kyiv": { de: "Kiew", es: "Kiev" },
  "Europe/Kiev": { de: "Kiew", es: "Kiev" },
  "Atlantic/Canary": { de: "Kanaren", fr: "Îles Canaries", es: "Canarias" },
  "America/New_York": { es: "Nueva York" },
  "America/Los_Angeles": { es: "Los Ángeles" },
  "Asia/Tokyo": { es: "Tokio" },
  "Asia/Singapore": { de: "Singapur", fr: "Singapour", es: "Singapur" },
};

/** The city part of an IANA id, as English writes it ("America/New_York" → "New York"). */
function englishCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

/** Intl's "location" name of the zone ("hora de Nueva York", "Moskau (Ortszeit)"), or undefined. */
function locationName(timeZone: string, locale: string): string | undefined {
  return dateTimeFormat(locale, { timeZone, timeZoneName: "shortGeneric" })
    .formatToParts(0)
    .find((part) => part.type === "timeZoneName")?.value;
}

/** The language's frame around a city in a location name: "hora de {city}", "{city} (Ortszeit)". */
function locationFrame(locale: string): [string, string] | null {
  // Jujuy is one of Argentina's zones, so every language names it by its city, which is written the same in all.
  const sample = locationName("America/Argentina/Jujuy", locale);
  const at = sample?.indexOf("Jujuy") ?? -1;
  return sample === undefined || at < 0 ? null : [sample.slice(0, at), sample.slice(at + "Jujuy".length)];
}

function cityFromLocation(timeZone: string, locale: string): string | undefined {
  const frame = locationFrame(locale);
  const name = locationName(timeZone, locale);
  if (frame === null || name === undefined || !name.startsWith(frame[0]) || !name.endsWith(frame[1])) return undefined;
  return name.slice(frame[0].length, name.length - frame[1].length);
}

/**
 * The zone's city in the reader's language ("Europe/Berlin" → "Berlín" in Spanish, "America/New_York" → "Nueva
 * York"): Intl's own name of the city where it gives one, else CLDR's name for the usual zones, else the IANA id's.
 */
export function timeZoneCity(timeZone: string, locale: string): string {
  const english = englishCity(timeZone);
  const language = locale.split("-")[0]!;
  const listed = CITY_NAMES[timeZone]?.[language];
  if (listed !== undefined) return listed;
  // Intl names a zone by its city only where the country has several: checked in English (India's, which writes no
  // American or European abbreviations in their place) against the id's city.
  if (language !== "en" && cityFromLocation(timeZone, "en-IN") === english) return cityFromLocation(timeZone, locale) ?? english;
  return english;
}
