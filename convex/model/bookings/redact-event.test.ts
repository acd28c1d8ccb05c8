import { describe, expect, it } from "vitest";
import type { Id } from "../../_generated/dataModel";
import { pseudonymousActor, redactEvent } from "./redact-event";
import type { BookingTerms } from "./types";

const owner = "owner-1" as Id<"users">;
const terms: BookingTerms = {
  vetId: "vet-1" as Id<"vetProfiles">,
  vetUserId: "vet-user-1" as Id<"users">,
  ownerId: owner,
  petId: "pet-1" as Id<"pets">,
  startsAt: 1,
  endsAt: 2,
  reason: "Rex is limping",
  intakeAnswers: [{ question: "Since?", answer: "Tuesday" }],
  paymentMethodId: "card-1" as Id<"paymentMethods">,
  priceMinor: 4500,
  currency: "EUR",
};

describe("redacting a booking's history for an erased user", () => {
  it("removes personal text and keeps times, ids and money", () => {
    expect(redactEvent({ type: "booking_requested", data: terms })).toEqual({
      type: "booking_requested",
      data: { ...terms, reason: "", intakeAnswers: [] },
    });
    expect(redactEvent({ type: "booking_cancelled", data: { by: "owner", reason: "Rex is better", refundMinor: 4500 } }))
      .toEqual({ type: "booking_cancelled", data: { by: "owner", reason: "", refundMinor: 4500 } });
    expect(redactEvent({ type: "details_changed", data: { reason: "Rex again" } })).toEqual({
      type: "details_changed",
      data: { reason: "" },
    });
    expect(redactEvent({ type: "details_changed", data: { petId: terms.petId } })).toEqual({
      type: "details_changed",
      data: { petId: terms.petId },
    });
    const note = { subjective: "Rex", objective: "o", assessment: "a", plan: "p", followUp: "f" };
    expect(Object.values(redactEvent({ type: "summary_published", data: note }).data as object).join("")).toBe("");
    const payment = { type: "payment_refunded" as const, data: { reference: "r", amountMinor: 10 } };
    expect(redactEvent(payment)).toBe(payment);
  });

  it("replaces only the erased user's id in the actor", () => {
    expect(pseudonymousActor({ kind: "owner", userId: owner }, owner, "deleted-user-x")).toEqual({
      kind: "owner",
      pseudonym: "deleted-user-x",
    });
    const vet = { kind: "vet" as const, userId: "vet-user-1" as Id<"users"> };
    expect(pseudonymousActor(vet, owner, "deleted-user-x")).toBe(vet);
    expect(pseudonymousActor({ kind: "system" }, owner, "deleted-user-x")).toEqual({ kind: "system" });
  });
});
