import { describe, expect, it, vi } from "vitest";
import { api } from "./_generated/api";
import {
  NOW,
  SLOT,
  VALID_CARD,
  bookAsOwner,
  bookingWorld,
  freshKey,
  outcomeOf,
  runEachTestAtNow,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";

runEachTestAtNow();

type Client = BookingWorld["asOwner"] | BookingWorld["t"];
type Who = "anonymous" | "owner" | "otherOwner" | "vet" | "otherVet";

const note = { subjective: "s", objective: "o", assessment: "a", plan: "p", followUp: "" };

/** Calls one function about `target` (a booking or card id) as the given client. */
type Call = (client: Client, target: string) => Promise<unknown>;

const bookingFunctions: Record<string, { allowed: Who[]; call: Call }> = {
  reschedule: {
    allowed: ["owner"],
    call: (c, bookingId) =>
      c.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + 3_600_000 }),
  },
  changeDetails: {
    allowed: ["owner"],
    call: (c, bookingId) =>
      c.mutation(api.bookings.changeDetails, { bookingId, commandKey: freshKey(), reason: "New reason" }),
  },
  cancellationQuote: {
    allowed: ["owner"],
    call: (c, bookingId) => c.query(api.bookings.cancellationQuote, { bookingId }),
  },
  cancelByOwner: {
    allowed: ["owner"],
    call: (c, bookingId) =>
      c.mutation(api.bookings.cancelByOwner, {
        bookingId,
        commandKey: freshKey(),
        reason: "",
        quotedRefundMinor: 4500,
      }),
  },
  cancelByVet: {
    allowed: ["vet"],
    call: (c, bookingId) => c.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Ill" }),
  },
  saveSummaryDraft: {
    allowed: ["vet"],
    call: (c, bookingId) => c.mutation(api.bookings.saveSummaryDraft, { bookingId, note }),
  },
  publishSummary: {
    allowed: ["vet"],
    // Notes are published once the consultation has begun.
    call: (c, bookingId) => {
      vi.setSystemTime(SLOT);
      return c.mutation(api.bookings.publishSummary, { bookingId, commandKey: freshKey(), note });
    },
  },
  bookingDetail: {
    allowed: ["owner", "vet"],
    call: (c, bookingId) => c.query(api.bookings.bookingDetail, { bookingId }),
  },
};

async function worldWithBooking() {
  const world = await bookingWorld();
  const { bookingId, paymentMethodId: cardId } = await bookAsOwner(world);
  const clients: Record<Who, Client> = {
    anonymous: world.t,
    owner: world.asOwner,
    otherOwner: world.asOtherOwner,
    vet: world.asVet,
    otherVet: world.asOtherVet,
  };
  return { world, bookingId, cardId, clients };
}

const roleOf = (who: Who) => (who === "vet" || who === "otherVet" ? "vet" : "owner");

/** What each caller gets from a function meant for `allowed`: the wrong role is told so, a stranger sees nothing. */
function expectedCode(allowed: Who[], who: Who): string {
  if (who === "anonymous") return "NOT_AUTHENTICATED";
  if (allowed.includes(who)) return "ok";
  return allowed.some((party) => roleOf(party) === roleOf(who)) ? "NOT_FOUND" : "FORBIDDEN_ROLE";
}

describe("access to booking functions", () => {
  const cases = Object.entries(bookingFunctions).flatMap(([name, { allowed }]) =>
    (["anonymous", "owner", "otherOwner", "vet", "otherVet"] as const).map((who) => ({
      name,
      who,
      expected: expectedCode(allowed, who),
    })),
  );

  it.each(cases)("$name as $who → $expected", async ({ name, who, expected }) => {
    const { bookingId, clients } = await worldWithBooking();
    const fn = bookingFunctions[name];
    if (fn === undefined) throw new Error(name);
    expect(await outcomeOf(fn.call(clients[who], bookingId))).toBe(expected);
  });

  it.each(Object.keys(bookingFunctions))("%s answers NOT_FOUND for a malformed or deleted id", async (name) => {
    const { world, clients } = await worldWithBooking();
    const fn = bookingFunctions[name];
    if (fn === undefined) throw new Error(name);
    const client = clients[fn.allowed[0] ?? "owner"];
    expect(await outcomeOf(fn.call(client, "not-an-id"))).toBe("NOT_FOUND");
    const deletedPet = await world.t.run(async (ctx) => {
      const id = await ctx.db.insert("pets", {
        ownerId: world.owner,
        name: "Ghost",
        species: "cat",
        sex: "unknown",
        allergies: [],
        medications: [],
        archived: false,
      });
      await ctx.db.delete(id);
      return id;
    });
    // An id of another table is as unknown as a malformed one.
    expect(await outcomeOf(fn.call(client, deletedPet))).toBe("NOT_FOUND");
  });

  it("lists only the caller's own bookings", async () => {
    const { clients } = await worldWithBooking();
    const range = { from: NOW, to: NOW + 7 * 24 * 3_600_000 };
    expect((await clients.owner.query(api.bookings.myBookings, {})).upcoming).toHaveLength(1);
    expect((await clients.otherOwner.query(api.bookings.myBookings, {})).upcoming).toHaveLength(0);
    expect(await clients.vet.query(api.bookings.vetBookings, range)).toHaveLength(1);
    expect(await clients.otherVet.query(api.bookings.vetBookings, range)).toHaveLength(0);
    expect(await outcomeOf(clients.vet.query(api.bookings.myBookings, {}))).toBe("FORBIDDEN_ROLE");
    expect(await outcomeOf(clients.owner.query(api.bookings.vetBookings, range))).toBe("FORBIDDEN_ROLE");
    expect(await outcomeOf(clients.anonymous.query(api.bookings.myBookings, {}))).toBe("NOT_AUTHENTICATED");
  });

  it("lets only owners book", async () => {
    const { world, clients, cardId } = await worldWithBooking();
    const args = {
      commandKey: freshKey(),
      vetId: world.vetId,
      petId: world.petId,
      startsAt: SLOT + 3_600_000,
      reason: "Check-up",
      intakeAnswers: [],
      paymentMethodId: cardId,
    };
    expect(await outcomeOf(clients.vet.action(api.bookings.book, args))).toBe("FORBIDDEN_ROLE");
    expect(await outcomeOf(clients.anonymous.action(api.bookings.book, args))).toBe("NOT_AUTHENTICATED");
    expect(await outcomeOf(clients.owner.action(api.bookings.book, { ...args, vetId: "nonsense" }))).toBe("NOT_FOUND");
  });
});

describe("access to payment functions", () => {
  it("shows and changes only the caller's own cards", async () => {
    const { clients, cardId } = await worldWithBooking();
    expect(await clients.owner.query(api.payments.listPaymentMethods, {})).toHaveLength(1);
    expect(await clients.otherOwner.query(api.payments.listPaymentMethods, {})).toEqual([]);
    expect(await clients.otherOwner.query(api.payments.paymentHistory, {})).toEqual([]);
    for (const call of [
      (c: Client) => c.mutation(api.payments.setDefaultPaymentMethod, { paymentMethodId: cardId }),
      (c: Client) => c.mutation(api.payments.removePaymentMethod, { paymentMethodId: cardId }),
    ]) {
      expect(await outcomeOf(call(clients.otherOwner))).toBe("NOT_FOUND");
      expect(await outcomeOf(call(clients.vet))).toBe("FORBIDDEN_ROLE");
      expect(await outcomeOf(call(clients.anonymous))).toBe("NOT_AUTHENTICATED");
      expect(await outcomeOf(clients.owner.mutation(api.payments.setDefaultPaymentMethod, { paymentMethodId: "x" }))).toBe(
        "NOT_FOUND",
      );
    }
  });

  it("keeps vets and anonymous callers out of owners' payment functions", async () => {
    const { clients } = await worldWithBooking();
    for (const who of ["vet", "anonymous"] as const) {
      const expected = who === "vet" ? "FORBIDDEN_ROLE" : "NOT_AUTHENTICATED";
      expect(await outcomeOf(clients[who].query(api.payments.listPaymentMethods, {}))).toBe(expected);
      expect(await outcomeOf(clients[who].query(api.payments.paymentHistory, {}))).toBe(expected);
      expect(
        await outcomeOf(clients[who].action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: false })),
      ).toBe(expected);
    }
  });
});
