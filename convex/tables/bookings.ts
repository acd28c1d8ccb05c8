import { defineTable } from "convex/server";
import { v } from "convex/values";

export const bookingStatusValidator = v.union(
  /** Transient: the booking stream is opened and confirmed in one transaction, so no row keeps it. */
  v.literal("requested"),
  v.literal("confirmed"),
  v.literal("in_call"),
  v.literal("completed"),
  v.literal("cancelled"),
  v.literal("no_show"),
);

export const bookingActorValidator = v.union(
  v.object({ kind: v.literal("owner"), userId: v.id("users") }),
  v.object({ kind: v.literal("vet"), userId: v.id("users") }),
  v.object({ kind: v.literal("system") }),
  /** A participant whose account was deleted keeps only a pseudonym. */
  v.object({ kind: v.union(v.literal("owner"), v.literal("vet")), pseudonym: v.string() }),
);

/** The questionnaire's questions the booking page asks; a reader shows each in its own language by its topic. */
export const INTAKE_TOPICS = ["duration", "appetite"] as const;

export const intakeAnswerValidator = v.object({
  /** absent in answers given before topics were recorded: `question` is then the only wording */
  topic: v.optional(v.union(...INTAKE_TOPICS.map((topic) => v.literal(topic)))),
  /** the question as the owner read it */
  question: v.string(),
  answer: v.string(),
});

export const soapNoteValidator = v.object({
  subjective: v.string(),
  objective: v.string(),
  assessment: v.string(),
  plan: v.string(),
  followUp: v.string(),
});

/**
 * Bookings are event-sourced (DESIGN.md §3): `bookingEvents` is the append-only truth,
 * `bookings` is a projection rebuilt from it, `commandKeys` makes commands idempotent.
 */
export const bookingTables = {
  bookings: defineTable({
    vetId: v.id("vetProfiles"),
    vetUserId: v.id("users"),
    ownerId: v.id("users"),
    petId: v.id("pets"),
    startsAt: v.number(),
    endsAt: v.number(),
    status: bookingStatusValidator,
    reason: v.string(),
    intakeAnswers: v.array(intakeAnswerValidator),
    paymentMethodId: v.id("paymentMethods"),
    priceMinor: v.number(),
    currency: v.string(),
    /** Money still to capture or refund at the processor (optional: rows written before it count as settled). */
    settlementDue: v.optional(v.boolean()),
    /** The owner's cancellation is refunded in full until then (optional: rows written before it use 24 h notice). */
    fullRefundUntil: v.optional(v.number()),
    /** The call ended interrupted (connection policy): the owner pays nothing and chooses what happens next. */
    interrupted: v.optional(v.boolean()),
    /** The owner's choice after an interruption, once made; a free rebooking names its new booking. */
    interruptionChoice: v.optional(v.union(v.literal("refund"), v.literal("rebook"))),
    rebookingId: v.optional(v.id("bookings")),
    /** While it lasts, the vet's slot held for this interrupted consultation's free new one (ADR 0031). */
    heldSlotStartsAt: v.optional(v.number()),
    heldSlotEndsAt: v.optional(v.number()),
    heldUntil: v.optional(v.number()),
    /** This booking is the free new consultation offered for an interrupted one. */
    rebookingOf: v.optional(v.id("bookings")),
    /** The "See a vet now" request this booking answered, if any. */
    onDemandRequestId: v.optional(v.id("onDemandRequests")),
    /** Sequence number of the last event folded into this projection. */
    seq: v.number(),
  })
    .index("by_vet_and_start", ["vetId", "startsAt"])
    .index("by_vet_and_held_start", ["vetId", "heldSlotStartsAt"])
    .index("by_owner_and_start", ["ownerId", "startsAt"])
    .index("by_pet_and_start", ["petId", "startsAt"])
    .index("by_payment_method_and_status", ["paymentMethodId", "status"])
    .index("by_status_and_end", ["status", "endsAt"])
    .index("by_settlement_due", ["settlementDue"]),

  bookingEvents: defineTable({
    bookingId: v.id("bookings"),
    seq: v.number(),
    type: v.string(),
    data: v.any(),
    actor: bookingActorValidator,
    at: v.number(),
  }).index("by_booking_and_seq", ["bookingId", "seq"]),

  /** The first result of each (actor, client key) command, returned again on a repeat. */
  commandKeys: defineTable({
    actorId: v.id("users"),
    key: v.string(),
    command: v.string(),
    result: v.any(),
  }).index("by_actor_and_key", ["actorId", "key"]),


  /** SOAP notes the vet is writing; publishing appends an event carrying the note. */
  summaryDrafts: defineTable({
    bookingId: v.id("bookings"),
    note: soapNoteValidator,
    updatedAt: v.number(),
  }).index("by_booking", ["bookingId"]),
};
