import { describe, expect, it } from "vitest";
import { searchValidator } from "./search-validator";

describe("searchValidator", () => {
  const validate = searchValidator((search): { species?: string } => (search.species === "dog" ? { species: "dog" } : {}));

  it("leaves no raw param under the route's search that the parser dropped", () => {
    const search = validate({ species: "unicorn", utm: "mail" });
    expect(search).toHaveProperty("species", undefined);
    expect(search).toHaveProperty("utm", undefined);
    // What the router does with it: the validated search laid over the raw one.
    expect({ species: "unicorn", utm: "mail", ...search }.species).toBeUndefined();
  });

  it("keeps what the parser returns", () => {
    expect(validate({ species: "dog" })).toEqual({ species: "dog" });
  });
});
