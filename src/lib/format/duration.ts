import { numberFormat } from "@shared/intl-cache";

/** A number of seconds with the locale's unit, e.g. "12 sec" (en), "12 s" (de): for "trying for 12 s". */
export function formatSeconds(seconds: number, locale: string): string {
  return numberFormat(locale, { style: "unit", unit: "second", unitDisplay: "short" }).format(seconds);
}
