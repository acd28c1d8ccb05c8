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

  test("every wrong field is marked at once: a past expiry and a short security code together", () => {
    expect(checkFields(cardEntrySchema, { ...card("01/20"), cvc: "12" })).toEqual({
      ok: false,
      fields: { expiry: "CARD_EXPIRED", cvc: "INVALID_CVC" },
    });
    expect(checkFields(cardEntrySchema, { number: "4242 4242 4242 4241", expiry: "", cvc: "", makeDefault: false })).toEqual({
      ok: false,
      fields: { number: "INVALID_CARD_NUMBER", expiry: "EXPIRY_MISSING", cvc: "CVC_MISSING" },
    });
  });

  test("the security code is as long as the card's brand wants: 4 digits for American Express", () => {
    const amex = { number: "3782 822463 10005", expiry: "12/30", makeDefault: true };
    expect(checkFields(cardEntrySchema, { ...amex, cvc: "123" })).toEqual({ ok: false, fields: { cvc: "INVALID_CVC" } });
    expect(checkFields(cardEntrySchema, { ...amex, cvc: "1234" }).ok).toBe(true);
  });
});
