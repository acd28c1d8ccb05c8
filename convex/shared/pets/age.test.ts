import { describe, expect, test } from "vitest";
import { ageInMonths, birthDateFromEstimatedAge } from "./age";

describe("pet age", () => {
  test("counts whole months, not reaching the birthday day yet", () => {
    expect(ageInMonths("2020-03-15", "2021-03-14")).toBe(11);
    expect(ageInMonths("2020-03-15", "2021-03-15")).toBe(12);
    expect(ageInMonths("2024-01-31", "2024-01-31")).toBe(0);
  });

  test("an estimated age becomes a birth date that gives that age back", () => {
    expect(birthDateFromEstimatedAge(2, 3, "2025-06-10")).toBe("2023-03-10");
    expect(birthDateFromEstimatedAge(0, 1, "2025-03-31")).toBe("2025-02-28");
    expect(ageInMonths(birthDateFromEstimatedAge(4, 11, "2025-01-05"), "2025-01-05")).toBe(59);
  });
});
