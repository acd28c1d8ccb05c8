import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./_generated/api";
import { NOW, VALID_CARD, bookingWorld } from "./model/bookings/booking-world.testing";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

describe("saved cards", () => {
  it("never stores the full number or the CVC anywhere", async () => {
    const world = await bookingWorld();
    await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, cvc: "987", makeDefault: true });
    const everything = await world.t.run(async (ctx) =>
      JSON.stringify({
        methods: await ctx.db.query("paymentMethods").collect(),
        events: await ctx.db.query("bookingEvents").collect(),
        records: await ctx.db.query("paymentRecords").collect(),
        keys: await ctx.db.query("commandKeys").collect(),
      }),
    );
    expect(everything).not.toContain("4242424242424242");
    expect(everything).not.toContain("4242 4242 4242 4242");
    expect(everything).not.toContain("987");
    const [card] = await world.asOwner.query(api.payments.listPaymentMethods, {});
    expect(card).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true });
  });

  it("explains why a card cannot be saved", async () => {
    const world = await bookingWorld();
    const add = (card: Partial<typeof VALID_CARD>) =>
      codeOf(world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, ...card, makeDefault: false }));
    expect(await add({ number: "4242 4242 4242 4241" })).toBe("INVALID_CARD_NUMBER");
    expect(await add({ expMonth: 10, expYear: 2026 })).toBe("CARD_EXPIRED");
    expect(await add({ cvc: "1" })).toBe("INVALID_CVC");
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toEqual([]);
  });

  it("keeps exactly one default card", async () => {
    const world = await bookingWorld();
    const first = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: false });
    const second = await world.asOwner.action(api.payments.addPaymentMethod, {
      ...VALID_CARD,
      number: "5555 5555 5555 4444",
      makeDefault: false,
    });
    const defaults = async () =>
      (await world.asOwner.query(api.payments.listPaymentMethods, {}))
        .filter((card) => card.isDefault)
        .map((card) => card._id);
    // The first card becomes the default on its own.
    expect(await defaults()).toEqual([first]);
    await world.asOwner.mutation(api.payments.setDefaultPaymentMethod, { paymentMethodId: second });
    expect(await defaults()).toEqual([second]);
    await world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: second });
    expect(await defaults()).toEqual([first]);
  });
});
