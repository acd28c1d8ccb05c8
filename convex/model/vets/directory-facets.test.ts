import { expect, test } from "vitest";
import { facetForFilters, facetsOf, specialtyKey } from "./directory-facets";

test("a vet is listed under each species, language, pair of both, and specialty", () => {
  const facets = facetsOf({ species: ["dog", "cat"], languages: ["de"], specialties: ["Cardiology", "cardiology "] });
  expect(facets.sort()).toEqual(
    ["all", "species:dog", "species:cat", "language:de", "species:dog|language:de", "species:cat|language:de", "specialty:cardiology"].sort(),
  );
});

test("the narrowest facet named by the filters is the one read", () => {
  expect(facetForFilters({})).toBe("all");
  expect(facetForFilters({ species: "dog", language: "de", specialty: "Cardiology" })).toBe("species:dog|language:de");
  expect(facetForFilters({ species: "dog", specialty: "Cardiology" })).toBe("specialty:cardiology");
  expect(facetForFilters({ language: "fr", minPriceMinor: 1000 })).toBe("language:fr");
});

test("specialties match whatever the case or accents", () => {
  expect(specialtyKey(" Orthopédie ")).toBe(specialtyKey("orthopedie"));
});

test("a specialty is one key whether stored as its code, as an older profile's English name, or typed in any locale", () => {
  const key = specialtyKey("small_mammals");
  expect(specialtyKey("Small mammals")).toBe(key);
  expect(specialtyKey("petits mammiferes")).toBe(key);
  expect(specialtyKey("Kleinsäuger")).toBe(key);
  expect(specialtyKey("Pequeños mamíferos")).toBe(key);
  expect(specialtyKey("Acupuncture")).toBe("acupuncture");
});
