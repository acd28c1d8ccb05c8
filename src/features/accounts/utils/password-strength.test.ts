import { expect, test } from "vitest";
import { passwordStrength } from "./password-strength";

test("the hint follows length in characters", () => {
  expect(passwordStrength("")).toBe("empty");
  expect(passwordStrength("1234567")).toBe("too-short");
  expect(passwordStrength("🐶🐱🐰🐹🦊🐻🐼🐨")).toBe("acceptable");
  expect(passwordStrength("fourteen chars")).toBe("acceptable");
  expect(passwordStrength("fifteen letters")).toBe("strong");
});
