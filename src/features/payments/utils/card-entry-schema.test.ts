import { checkFields } from "@shared/input/field-errors";
import { describe, expect, test } from "vitest";
import { cardEntrySchema } from "./card-entry-schema";

const card = (expiry: string) => ({ number: "4242 4242 4242 4242", expiry, cvc: "123", makeDefault: true });

describe("card entry", () => {
  test.each(["1230", "12/30", "12 / 2030"])("reads the expiry typed as %s", (expiry) => {
    expect(checkFields(cardEntrySchema, card(expiry))).toEqual({
      ok: true,
      value: { number: "4242 4242 4242 4242", cvc: "123", makeDefault: true, expMonth: 12, expYear: 2030 },
    });
  });

  test("an expiry it cannot read is refused at the expiry field, before anything is sent", () => {
    expect(checkFields(cardEntrySchema, card("13/30"))).toEqual({ ok: false, fields: { expiry: "EXPIRY_UNREADABLE" } });
  });
});
