import { describe, expect, it } from "vitest";
import "./strict-csp-zod";
import { config } from "zod";

describe("strict-csp-zod", () => {
  it("makes zod interpret schemas instead of compiling them with eval", () => {
    expect(config().jitless).toBe(true);
  });
});
