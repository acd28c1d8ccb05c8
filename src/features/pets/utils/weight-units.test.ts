import { describe, expect, it } from "vitest";
import { preferredWeightUnit } from "./weight-units";

describe("the weight unit a pet's page uses", () => {
  it("follows the page's language, not only the browser's", () => {
    expect(preferredWeightUnit("fr", ["en-US", "en"])).toBe("kg");
    expect(preferredWeightUnit("de", ["en-US"])).toBe("kg");
  });

  it("reads pounds where the page's language is spoken in a pounds country", () => {
    expect(preferredWeightUnit("en", ["en-US", "en"])).toBe("lb");
    expect(preferredWeightUnit("en", ["en-GB"])).toBe("kg");
    expect(preferredWeightUnit("es", ["es-ES"])).toBe("kg");
  });
});
