import { describe, expect, it } from "vitest";
import { cardBrand, passesLuhn, validateCard } from "../../shared/payments/card-validation";
import { localPaymentProvider } from "./local-payment-provider";

const NOW = new Date(Date.UTC(2026, 10, 21, 12, 0));
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});

describe("card validation", () => {
  it("accepts numbers that pass the Luhn check, with or without spaces", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(validateCard(card("4242 4242 4242 4242"), NOW).ok).toBe(true);
  });

  it("rejects a mistyped digit", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(validateCard(card("4242 4242 4242 4241"), NOW)).toEqual({ ok: false, code: "INVALID_CARD_NUMBER" });
  });

  it("rejects letters and numbers of the wrong length", () => {
    expect(validateCard(card("4242-4242-abcd-4242"), NOW)).toEqual({ ok: false, code: "INVALID_CARD_NUMBER" });
    expect(validateCard(card("0"), NOW)).toEqual({ ok: false, code: "INVALID_CARD_NUMBER" });
  });

  it("keeps a card valid through the last day of its expiry month", () => {
    expect(validateCard(card("4242424242424242", { expMonth: 11, expYear: 2026 }), NOW).ok).toBe(true);
    expect(validateCard(card("4242424242424242", { expMonth: 10, expYear: 2026 }), NOW)).toEqual({
      ok: false,
      code: "CARD_EXPIRED",
    });
    const firstOfDecember = new Date(Date.UTC(2026, 11, 1));
    expect(validateCard(card("4242424242424242", { expMonth: 11, expYear: 2026 }), firstOfDecember)).toEqual({
      ok: false,
      code: "CARD_EXPIRED",
    });
  });

  it("reads a two-digit year and rejects an impossible month", () => {
    expect(validateCard(card("4242424242424242", { expYear: 30 }), NOW).ok).toBe(true);
    expect(validateCard(card("4242424242424242", { expMonth: 13 }), NOW)).toEqual({
      ok: false,
      code: "INVALID_EXPIRY",
    });
  });

  it("expects three CVC digits, four for American Express", () => {
    expect(validateCard(card("4242424242424242", { cvc: "12" }), NOW)).toEqual({ ok: false, code: "INVALID_CVC" });
    expect(validateCard(card("378282246310005", { cvc: "123" }), NOW)).toEqual({ ok: false, code: "INVALID_CVC" });
    expect(validateCard(card("378282246310005", { cvc: "1234" }), NOW).ok).toBe(true);
  });

  it("recognises the brand from the number", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("unknown");
  });
});

describe("local payment provider", () => {
  const save = async (number: string) => {
    const created = await localPaymentProvider.createPaymentMethod(card(number), NOW);
    if (!created.ok) throw new Error(created.code);
    return created.value;
  };
  const money = { amountMinor: 4500, currency: "EUR" };

  it("keeps brand, last four and expiry, and a token that does not contain the number", async () => {
    const stored = await save("4242 4242 4242 4242");
    expect(stored).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(stored.token).not.toContain("4242424242424242");
    // Nothing else is kept, and no part of the token but its random id can hold the security code: a random id can
    // contain "123" by chance (it did, about one run in a hundred).
    expect(Object.keys(stored).sort()).toEqual(["brand", "expMonth", "expYear", "last4", "token"]);
    expect(stored.token.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "")).not.toContain("123");
  });

  it("authorises 4242 4242 4242 4242", async () => {
    const authorisation = await localPaymentProvider.authorise((await save("4242424242424242")).token, money);
    expect(authorisation.ok).toBe(true);
  });

  it("passes the check on saving for 4242 4242 4242 4242", async () => {
    expect(await localPaymentProvider.verify((await save("4242424242424242")).token)).toEqual({ ok: true, value: null });
  });

  it.each([
    ["4000000000000002", "CARD_DECLINED"],
    ["4000000000009995", "INSUFFICIENT_FUNDS"],
  ])("fails %s at the check on saving, and at payment, with %s", async (number, code) => {
    const { token } = await save(number);
    expect(await localPaymentProvider.verify(token)).toEqual({ ok: false, code });
    expect(await localPaymentProvider.authorise(token, money)).toEqual({ ok: false, code });
  });

  it.each([
    ["4000000000000341", "CARD_DECLINED"],
    ["4000000000009987", "INSUFFICIENT_FUNDS"],
  ])("saves %s and declines it at payment with %s", async (number, code) => {
    const { token } = await save(number);
    expect((await localPaymentProvider.verify(token)).ok).toBe(true);
    expect(await localPaymentProvider.authorise(token, money)).toEqual({ ok: false, code });
  });

  it("declines a token it never issued", async () => {
    expect(await localPaymentProvider.authorise("tok_forged", money)).toEqual({ ok: false, code: "CARD_DECLINED" });
    expect(await localPaymentProvider.verify("tok_forged")).toEqual({ ok: false, code: "CARD_DECLINED" });
  });

  it("answers a capture or refund repeated with the same idempotency key with the first reference", async () => {
    const capture = (key: string) => localPaymentProvider.capture("auth_1", money, key);
    expect(await capture("booking-1:capture")).toEqual(await capture("booking-1:capture"));
    expect(await capture("booking-1:capture")).not.toEqual(await capture("booking-2:capture"));
    const refund = (key: string) => localPaymentProvider.refund("capture_1", money, key);
    expect(await refund("booking-1:refund-after:0")).toEqual(await refund("booking-1:refund-after:0"));
    expect(await refund("booking-1:refund-after:0")).not.toEqual(await refund("booking-1:refund-after:2500"));
  });

  it("refuses to save an invalid card", async () => {
    expect(await localPaymentProvider.createPaymentMethod(card("4242424242424241"), NOW)).toEqual({
      ok: false,
      code: "INVALID_CARD_NUMBER",
    });
  });
});
