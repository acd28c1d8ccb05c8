import { expect, test } from "vitest";
import {
  SPECIALTY_LABELS,
  SPECIALTY_LOCALES,
  specialtyChoices,
  specialtyCodeOf,
  specialtyLabel,
  VET_SPECIALTIES,
} from "./specialties";

test("every specialty has a name in every app locale, and no two share one in the same locale", () => {
  expect(Object.keys(SPECIALTY_LABELS).sort()).toEqual([...VET_SPECIALTIES].sort());
  for (const locale of SPECIALTY_LOCALES) {
    const names = VET_SPECIALTIES.map((code) => SPECIALTY_LABELS[code][locale]);
    for (const name of names) expect(name.trim(), `${locale}: ${name}`).not.toBe("");
    expect(new Set(names.map((name) => name.toLowerCase())).size, locale).toBe(names.length);
  }
});

test("a name in any locale, whatever its case or accents, stands for its code", () => {
  for (const code of VET_SPECIALTIES) {
    for (const locale of SPECIALTY_LOCALES) {
      const name = SPECIALTY_LABELS[code][locale];
      expect(specialtyCodeOf(name)).toBe(code);
      expect(specialtyCodeOf(` ${name.toUpperCase().normalize("NFD").replace(/\p{Diacritic}/gu, "")} `)).toBe(code);
    }
  }
  expect(specialtyCodeOf("Acupuncture")).toBeUndefined();
});

test("the reader sees a stored code or known English name in their language, and other old text as stored", () => {
  expect(specialtyLabel("small_mammals", "fr")).toBe("Petits mammifères");
  expect(specialtyLabel("Small mammals", "es")).toBe("Pequeños mamíferos");
  expect(specialtyLabel("dentistry", "de")).toBe("Zahnheilkunde");
  expect(specialtyLabel("Acupuncture", "fr")).toBe("Acupuncture");
});

test("the choices are every specialty once, in the reader's alphabetical order", () => {
  const choices = specialtyChoices("es");
  expect(choices.map(({ code }) => code).sort()).toEqual([...VET_SPECIALTIES].sort());
  const labels = choices.map(({ label }) => label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "es")));
});
