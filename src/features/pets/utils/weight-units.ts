import { type WeightUnit, weightInKg } from "@shared/pets/pet-input";
import { numberFormat } from "@shared/intl-cache";

const LB_PER_KG = 1 / 0.45359237;

/**
 * Pounds where people weigh pets in pounds (the US, Liberia, Myanmar), kilograms elsewhere. The page's language
 * decides: the browser's region counts only when the browser speaks the page's language (an en-US browser on a
 * French page reads kilograms, like the rest of the page).
 */
export function preferredWeightUnit(pageLocale: string, languages: readonly string[] = navigator.languages): WeightUnit {
  const [language, regionPart] = (languages[0] ?? "").split("-");
  if (language?.toLowerCase() !== pageLocale.split("-")[0]?.toLowerCase()) return "kg";
  const region = regionPart?.toUpperCase();
  return region === "US" || region === "LR" || region === "MM" ? "lb" : "kg";
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  const kg = weightInKg(value, from);
  return to === "kg" ? kg : kg * LB_PER_KG;
}

export function formatWeight(value: number, unit: WeightUnit, locale: string): string {
  return numberFormat(locale, {
    style: "unit",
    unit: unit === "kg" ? "kilogram" : "pound",
    maximumFractionDigits: value < 1 ? 3 : 1,
  }).format(value);
}
