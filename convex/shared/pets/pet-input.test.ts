import { describe, expect, test } from "vitest";
import { checkFields } from "../input/field-errors";
import { latestCalendarDate } from "../input/calendar-date";
import { petProfileSchema, weightEntrySchema } from "./pet-input";

const TODAY = "2025-06-10";
const minimalPet = { name: "Rex", species: "dog", sex: "male", allergies: [], medications: [] };

describe("pet profile validation shared by the form and the server", () => {
  test("a minimal pet is valid and blank optional fields become absent", () => {
    const result = checkFields(petProfileSchema(TODAY), { ...minimalPet, breed: "  ", microchip: "", notes: "" });
    expect(result).toEqual({ ok: true, value: { ...minimalPet, breed: undefined, microchip: undefined, notes: undefined } });
  });

  test("each problem is reported once, on its own field", () => {
    const result = checkFields(petProfileSchema(TODAY), {
      name: "",
      species: "dragon",
      sex: "male",
      birthDate: "2025-06-11",
      microchip: "27609810654321X",
      allergies: Array.from({ length: 21 }, () => "Dust"),
      medications: [],
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: "required",
        species: "required",
        birthDate: "future_date",
        microchip: "microchip_format",
        allergies: "too_many",
      },
    });
  });

  test("today is still a valid birth date, and so is the server's latest zone's today", () => {
    expect(checkFields(petProfileSchema(TODAY), { ...minimalPet, birthDate: TODAY }).ok).toBe(true);
    // 23:30 UTC on the 10th is already the 11th in Kiritimati (UTC+14).
    expect(latestCalendarDate(Date.UTC(2025, 5, 10, 23, 30))).toBe("2025-06-11");
  });
});

describe("weight entries", () => {
  test("are judged plausible in kilograms whatever the unit", () => {
    const cat = weightEntrySchema("cat", TODAY);
    expect(checkFields(cat, { value: 22, unit: "lb", measuredOn: TODAY }).ok).toBe(true);
    expect(checkFields(cat, { value: 22, unit: "kg", measuredOn: TODAY })).toEqual({ ok: false, fields: { value: "implausible" } });
    expect(checkFields(weightEntrySchema("dog", TODAY), { value: 22, unit: "kg", measuredOn: TODAY }).ok).toBe(true);
  });

  test("must be positive numbers on real dates", () => {
    const dog = weightEntrySchema("dog", TODAY);
    expect(checkFields(dog, { value: 0, unit: "kg", measuredOn: TODAY })).toEqual({ ok: false, fields: { value: "not_positive" } });
    // nothing typed is missing; text that is no number (the form reads it as NaN) is said to be no number
    expect(checkFields(dog, { value: undefined, unit: "kg", measuredOn: TODAY })).toEqual({ ok: false, fields: { value: "required" } });
    expect(checkFields(dog, { value: Number.NaN, unit: "kg", measuredOn: TODAY })).toEqual({ ok: false, fields: { value: "not_a_number" } });
    expect(checkFields(dog, { value: 10, unit: "kg", measuredOn: "10/06/2025" })).toEqual({
      ok: false,
      fields: { measuredOn: "invalid_date" },
    });
  });
});
