import { timeZoneLabel, zonePart } from "./date-time";
import { timeZoneCity, withTodaysCityName } from "./time-zone-city";

// Apart from date-time.ts: the city names are for pages that name zones, not for every page that shows a time (the
// first page's bundle has a budget).

/**
 * The zone's name for people, in the reader's language: "Central European Time (Berlin)" or, where the language
 * has no generic name, "GMT+1 (Berlin)". Used wherever a zone is named rather than a time labelled.
 */
export function timeZoneName(timeZone: string, locale: string, instant: number = Date.now()): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  return `${genericZoneName(timeZone, locale, instant)} (${timeZoneCity(timeZone, locale)})`;
}

/**
 * A zone as a choice in a list, in the reader's language: the city people look for first, then the zone's generic
 * name ("Berlin · Mitteleuropäische Zeit"), which also tells two cities of one name apart.
 */
export function timeZoneChoice(timeZone: string, locale: string, instant: number = Date.now()): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  return `${timeZoneCity(timeZone, locale)} · ${genericZoneName(timeZone, locale, instant)}`;
}

/** Intl's generic name of the zone ("Mitteleuropäische Zeit"; for a zone of its own, "hora de Nuuk" rather than its old name). */
function genericZoneName(timeZone: string, locale: string, instant: number): string {
  const generic = zonePart(instant, locale, timeZone, "longGeneric") ?? timeZoneLabel(instant, locale, timeZone);
  return withTodaysCityName(generic, timeZone, locale);
}
