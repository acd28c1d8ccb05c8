import { describe, expect, it } from "vitest";
import type { Id } from "../../_generated/dataModel";
import { decide } from "./decide";
import { evolve, foldEvents } from "./evolve";
import { outstandingSettlement } from "./settlement";
import type { BookingCommand, BookingEvent, BookingState, BookingStatus, BookingTerms } from "./types";

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 9, 0);
const STARTS_AT = NOW + 72 * HOUR;
const PRICE = 4999;

const terms: BookingTerms = {
  vetId: "vet1" as Id<"vetProfiles">,
  vetUserId: "vetUser1" as Id<"users">,
  ownerId: "owner1" as Id<"users">,
  petId: "pet1" as Id<"pets">,
  startsAt: STARTS_AT,
  endsAt: STARTS_AT + 20 * 60 * 1000,
  reason: "Limping since Monday",
  intakeAnswers: [{ question: "Eating normally?", answer: "Yes" }],
  paymentMethodId: "card1" as Id<"paymentMethods">,
  priceMinor: PRICE,
  currency: "EUR",
};

const note = {
  subjective: "Limp",
  objective: "Swelling",
  assessment: "Sprain",
  plan: "Rest",
  followUp: "",
};

function applyAll(state: BookingState | null, ...commands: BookingCommand[]): BookingState | null {
  return commands.reduce((current, command) => {
    const decision = decide(current, command);
    if (!decision.ok) throw new Error(`setup command ${command.type} refused: ${decision.error.code}`);
    return decision.events.reduce<BookingState | null>(evolve, current);
  }, state);
}

const bookCommand: BookingCommand = {
  type: "book",
  terms,
  authorisation: { reference: "auth1", amountMinor: PRICE },
};
const confirmed = () => applyAll(null, bookCommand);
const inCall = () => applyAll(confirmed(), { type: "start_call", now: STARTS_AT });

const STATES: Record<BookingStatus | "none", () => BookingState | null> = {
  none: () => null,
  requested: () => foldEvents([{ type: "booking_requested", data: terms }]),
  confirmed,
  in_call: inCall,
  completed: () => applyAll(inCall(), { type: "end_call", now: STARTS_AT + 20 * 60_000 }),
  cancelled: () => applyAll(confirmed(), { type: "cancel_by_vet", reason: "Ill", now: NOW }),
  no_show: () =>
    applyAll(confirmed(), {
      type: "record_no_show",
      absent: "owner",
      now: STARTS_AT + HOUR,
    }),
};

const COMMANDS: Record<BookingCommand["type"], BookingCommand> = {
  book: bookCommand,
  reschedule: {
    type: "reschedule",
    startsAt: STARTS_AT + 24 * HOUR,
    endsAt: STARTS_AT + 24 * HOUR + 20 * 60_000,
    now: NOW,
  },
  change_details: {
    type: "change_details",
    reason: "Limping and not eating",
    now: NOW,
  },
  cancel_by_owner: { type: "cancel_by_owner", reason: "", now: NOW },
  cancel_by_vet: {
    type: "cancel_by_vet",
    reason: "Emergency surgery",
    now: NOW,
  },
  propose_new_time: {
    type: "propose_new_time",
    startsAt: STARTS_AT + 24 * HOUR,
    endsAt: STARTS_AT + 24 * HOUR + 20 * 60_000,
    note: "Surgery that morning",
    now: NOW,
  },
  accept_proposal: { type: "accept_proposal", now: NOW },
  decline_proposal: { type: "decline_proposal" },
  start_call: { type: "start_call", now: STARTS_AT },
  join: { type: "join", participant: "owner" },
  leave: { type: "leave", participant: "owner" },
  end_call: { type: "end_call", now: STARTS_AT + 20 * 60_000 },
  report_connection: {
    type: "report_connection",
    participant: "owner",
    connected: true,
    now: STARTS_AT,
    window: { opensAt: STARTS_AT - 10 * 60_000, closesAt: STARTS_AT + HOUR },
  },
  resolve_interruption: { type: "resolve_interruption", resolution: { choice: "refund" } },
  release_rebooking_hold: { type: "release_rebooking_hold", now: STARTS_AT + HOUR },
  record_no_show: {
    type: "record_no_show",
    absent: "owner",
    now: STARTS_AT + HOUR,
  },
  publish_summary: { type: "publish_summary", note, now: STARTS_AT },
  record_capture: {
    type: "record_capture",
    reference: "cap1",
    amountMinor: PRICE,
  },
  record_refund: { type: "record_refund", reference: "ref1", amountMinor: 1 },
  record_release: { type: "record_release", reference: "auth1", amountMinor: PRICE },
};

type Outcome = string;
const ok = "accepted";
const status = (s: BookingStatus) => `INVALID_STATUS:${s}`;

/** The row of a command only a confirmed booking takes: every other state refuses it; `confirmed` is its outcome there. */
const onlyWhenConfirmed = (confirmed: Outcome): Record<BookingStatus | "none", Outcome> => ({
  none: "BOOKING_NOT_FOUND",
  requested: status("requested"),
  confirmed,
  in_call: status("in_call"),
  completed: status("completed"),
  cancelled: status("cancelled"),
  no_show: status("no_show"),
});

/** Every command against every state: "accepted", or the refusal's code. */
const EXPECTED: Record<BookingCommand["type"], Record<BookingStatus | "none", Outcome>> = {
  book: {
    none: ok,
    requested: "BOOKING_ALREADY_EXISTS",
    confirmed: "BOOKING_ALREADY_EXISTS",
    in_call: "BOOKING_ALREADY_EXISTS",
    completed: "BOOKING_ALREADY_EXISTS",
    cancelled: "BOOKING_ALREADY_EXISTS",
    no_show: "BOOKING_ALREADY_EXISTS",
  },
  reschedule: onlyWhenConfirmed(ok),
  change_details: onlyWhenConfirmed(ok),
  propose_new_time: onlyWhenConfirmed(ok),
  // Without a pending proposal there is nothing to answer (the proposal cases are tested below).
  accept_proposal: onlyWhenConfirmed("NO_PROPOSAL"),
  decline_proposal: onlyWhenConfirmed("NO_PROPOSAL"),
  cancel_by_owner: onlyWhenConfirmed(ok),
  cancel_by_vet: onlyWhenConfirmed(ok),
  start_call: onlyWhenConfirmed(ok),
  join: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: ok,
    in_call: ok,
    completed: status("completed"),
    cancelled: status("cancelled"),
    no_show: status("no_show"),
  },
  leave: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: ok,
    in_call: ok,
    completed: status("completed"),
    cancelled: status("cancelled"),
    no_show: status("no_show"),
  },
  end_call: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: status("confirmed"),
    in_call: ok,
    completed: status("completed"),
    cancelled: status("cancelled"),
    no_show: status("no_show"),
  },
  record_no_show: onlyWhenConfirmed(ok),
  // Nobody has joined in these states: a report from outside the call is refused (joined cases below).
  report_connection: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: "NOT_IN_CALL",
    in_call: "NOT_IN_CALL",
    completed: status("completed"),
    cancelled: status("cancelled"),
    no_show: status("no_show"),
  },
  // Only an interrupted consultation offers the choice (tested below).
  resolve_interruption: {
    none: "BOOKING_NOT_FOUND",
    requested: "NOT_INTERRUPTED",
    confirmed: "NOT_INTERRUPTED",
    in_call: "NOT_INTERRUPTED",
    completed: "NOT_INTERRUPTED",
    cancelled: "NOT_INTERRUPTED",
    no_show: "NOT_INTERRUPTED",
  },
  // Nothing is held in these states: releasing appends nothing (held cases are in interrupted-consultation tests).
  release_rebooking_hold: {
    none: "BOOKING_NOT_FOUND",
    requested: ok,
    confirmed: ok,
    in_call: ok,
    completed: ok,
    cancelled: ok,
    no_show: ok,
  },
  publish_summary: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: ok,
    in_call: ok,
    completed: ok,
    cancelled: status("cancelled"),
    no_show: ok,
  },
  record_capture: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: status("confirmed"),
    in_call: status("in_call"),
    completed: ok,
    cancelled: ok,
    no_show: ok,
  },
  record_refund: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: status("confirmed"),
    in_call: status("in_call"),
    completed: "REFUND_EXCEEDS_CAPTURED",
    cancelled: "REFUND_EXCEEDS_CAPTURED",
    no_show: "REFUND_EXCEEDS_CAPTURED",
  },
  record_release: {
    none: "BOOKING_NOT_FOUND",
    requested: status("requested"),
    confirmed: status("confirmed"),
    in_call: status("in_call"),
    completed: ok,
    cancelled: ok,
    no_show: ok,
  },
};

function outcomeOf(state: BookingState | null, command: BookingCommand): Outcome {
  const decision = decide(state, command);
  if (decision.ok) return ok;
  return decision.error.code === "INVALID_STATUS" ? `INVALID_STATUS:${decision.error.status}` : decision.error.code;
}

describe("decide: every command against every state", () => {
  const cases = Object.entries(EXPECTED).flatMap(([command, byState]) =>
    Object.entries(byState).map(([state, expected]) => ({
      command,
      state,
      expected,
    })),
  );
  it.each(cases)("$command in state $state → $expected", ({ command, state, expected }) => {
    const build = STATES[state as keyof typeof STATES];
    expect(outcomeOf(build(), COMMANDS[command as BookingCommand["type"]])).toBe(expected);
  });
});

/** Publishing the notes against every state at every moment: a draft may exist before, publishing may not. */
const PUBLISH_MOMENTS = {
  "a day before the start": STARTS_AT - 24 * HOUR,
  "a minute before the start": STARTS_AT - 60_000,
  "at the start": STARTS_AT,
  "after the end": terms.endsAt + HOUR,
  "a week later": STARTS_AT + 7 * 24 * HOUR,
} as const;

const PUBLISH_EXPECTED: Record<BookingStatus | "none", (now: number) => Outcome> = {
  none: () => "BOOKING_NOT_FOUND",
  requested: () => status("requested"),
  confirmed: (now) => (now < STARTS_AT ? "NOT_STARTED_YET" : ok),
  // A started call (which may open a few minutes early) or a finished one may always be written up.
  in_call: () => ok,
  completed: () => ok,
  cancelled: () => status("cancelled"),
  no_show: () => ok,
};

describe("decide: publish_summary in every state at every moment", () => {
  const cases = Object.entries(PUBLISH_EXPECTED).flatMap(([state, expectedAt]) =>
    Object.entries(PUBLISH_MOMENTS).map(([moment, now]) => ({ state, moment, now, expected: expectedAt(now) })),
  );
  it.each(cases)("publish in state $state $moment → $expected", ({ state, now, expected }) => {
    const build = STATES[state as keyof typeof STATES];
    expect(outcomeOf(build(), { type: "publish_summary", note, now })).toBe(expected);
  });
});

const eventsOf = (state: BookingState | null, command: BookingCommand): BookingEvent[] => {
  const decision = decide(state, command);
  if (!decision.ok) throw new Error(decision.error.code);
  return decision.events;
};

describe("booking", () => {
  it("opens the stream with requested, payment authorised and confirmed", () => {
    const events = eventsOf(null, bookCommand);
    expect(events.map((event) => event.type)).toEqual(["booking_requested", "payment_authorised", "booking_confirmed"]);
    const state = foldEvents(events);
    expect(state?.status).toBe("confirmed");
    expect(state?.payment).toMatchObject({
      authorisedMinor: PRICE,
      capturedMinor: 0,
      refundedMinor: 0,
    });
  });

  it("refuses an authorisation that differs from the price", () => {
    const decision = decide(null, {
      ...bookCommand,
      authorisation: { reference: "a", amountMinor: PRICE - 1 },
    });
    expect(decision).toEqual({ ok: false, error: { code: "AMOUNT_MISMATCH" } });
  });

  it("requires a reason", () => {
    expect(outcomeOf(null, { ...bookCommand, terms: { ...terms, reason: "  " } })).toBe("REASON_REQUIRED");
  });
});

describe("owner cancellation refunds at the policy edges", () => {
  const refundWhenCancelledAt = (now: number) => {
    const [event] = eventsOf(confirmed(), {
      type: "cancel_by_owner",
      reason: "",
      now,
    });
    return event?.type === "booking_cancelled" ? event.data.refundMinor : null;
  };

  it("refunds in full exactly 24 h before the start", () => {
    expect(refundWhenCancelledAt(STARTS_AT - 24 * HOUR)).toBe(PRICE);
  });

  it("refunds half, rounded for the owner, one millisecond later", () => {
    expect(refundWhenCancelledAt(STARTS_AT - 24 * HOUR + 1)).toBe(2500);
  });

  it("refunds half 2 h before the start", () => {
    expect(refundWhenCancelledAt(STARTS_AT - 2 * HOUR)).toBe(2500);
  });

  it("cannot cancel once the consultation has started", () => {
    expect(
      outcomeOf(confirmed(), {
        type: "cancel_by_owner",
        reason: "",
        now: STARTS_AT,
      }),
    ).toBe("CANCELLATION_CLOSED");
  });
});

describe("vet cancellation", () => {
  it("refunds in full and records the reason", () => {
    const [event] = eventsOf(confirmed(), {
      type: "cancel_by_vet",
      reason: " Emergency ",
      now: STARTS_AT - HOUR,
    });
    expect(event).toEqual({
      type: "booking_cancelled",
      data: { by: "vet", reason: "Emergency", refundMinor: PRICE },
    });
  });

  it("requires a reason", () => {
    expect(outcomeOf(confirmed(), { type: "cancel_by_vet", reason: " ", now: NOW })).toBe("REASON_REQUIRED");
  });
});

describe("rescheduling", () => {
  const to = (now: number, startsAt = STARTS_AT + 24 * HOUR): BookingCommand => ({
    type: "reschedule",
    startsAt,
    endsAt: startsAt + 20 * 60_000,
    now,
  });

  it("is allowed exactly 2 h before the start", () => {
    expect(outcomeOf(confirmed(), to(STARTS_AT - 2 * HOUR))).toBe(ok);
  });

  it("is closed after that", () => {
    expect(outcomeOf(confirmed(), to(STARTS_AT - 2 * HOUR + 1))).toBe("RESCHEDULE_CLOSED");
  });

  it("refuses the same slot and slots in the past", () => {
    expect(outcomeOf(confirmed(), to(NOW, STARTS_AT))).toBe("SAME_SLOT");
    expect(outcomeOf(confirmed(), to(NOW, NOW - HOUR))).toBe("INVALID_SLOT");
  });

  it("moves the booking and keeps it confirmed", () => {
    const state = applyAll(confirmed(), to(NOW));
    expect(state).toMatchObject({
      status: "confirmed",
      startsAt: STARTS_AT + 24 * HOUR,
    });
  });
});

describe("a new time proposed by the vet", () => {
  const proposed = { startsAt: STARTS_AT + 24 * HOUR, endsAt: STARTS_AT + 24 * HOUR + 20 * 60_000 };
  const propose = (now = NOW): BookingCommand => ({ type: "propose_new_time", ...proposed, note: " Surgery ", now });

  it("leaves the booking where it is until the owner answers", () => {
    const state = applyAll(confirmed(), propose());
    expect(state?.startsAt).toBe(STARTS_AT);
    expect(state?.proposal).toEqual({ ...proposed, note: "Surgery" });
  });

  it("moves the booking when the owner accepts, recorded as accepted then rescheduled", () => {
    const decision = decide(applyAll(confirmed(), propose()), { type: "accept_proposal", now: NOW });
    expect(decision.ok && decision.events.map((event) => event.type)).toEqual(["proposal_accepted", "booking_rescheduled"]);
    const state = applyAll(confirmed(), propose(), { type: "accept_proposal", now: NOW });
    expect(state).toMatchObject({ ...proposed, status: "confirmed", proposal: null });
  });

  it("keeps the booking when the owner declines, and cannot be answered twice", () => {
    const state = applyAll(confirmed(), propose(), { type: "decline_proposal" });
    expect(state).toMatchObject({ startsAt: STARTS_AT, proposal: null });
    expect(decide(state, { type: "decline_proposal" })).toEqual({ ok: false, error: { code: "NO_PROPOSAL" } });
  });

  it("closes like rescheduling, 2 h before the start, and expires once its time has passed", () => {
    expect(decide(confirmed(), propose(STARTS_AT - 2 * HOUR + 1))).toMatchObject({ error: { code: "RESCHEDULE_CLOSED" } });
    const state = applyAll(confirmed(), propose());
    expect(decide(state, { type: "accept_proposal", now: proposed.startsAt })).toEqual({
      ok: false,
      error: { code: "PROPOSAL_EXPIRED" },
    });
  });

  it("refuses the booking's own time and times in the past, like rescheduling", () => {
    const at = (startsAt: number): BookingCommand => ({
      type: "propose_new_time",
      startsAt,
      endsAt: startsAt + 20 * 60_000,
      note: "",
      now: NOW,
    });
    expect(outcomeOf(confirmed(), at(STARTS_AT))).toBe("SAME_SLOT");
    expect(outcomeOf(confirmed(), at(NOW - HOUR))).toBe("INVALID_SLOT");
  });

  it("is dropped when the booking is cancelled or the owner moves it themself", () => {
    expect(applyAll(confirmed(), propose(), { type: "cancel_by_vet", reason: "Ill", now: NOW })?.proposal).toBeNull();
    const moved = applyAll(confirmed(), propose(), {
      type: "reschedule",
      startsAt: STARTS_AT + 48 * HOUR,
      endsAt: STARTS_AT + 48 * HOUR + 20 * 60_000,
      now: NOW,
    });
    expect(moved?.proposal).toBeNull();
  });
});

describe("changing details", () => {
  it("changes only what differs", () => {
    const events = eventsOf(confirmed(), {
      type: "change_details",
      petId: terms.petId,
      reason: "Coughing",
      now: NOW,
    });
    expect(events).toEqual([{ type: "details_changed", data: { reason: "Coughing" } }]);
  });

  it("refuses a change that changes nothing", () => {
    expect(
      outcomeOf(confirmed(), {
        type: "change_details",
        reason: terms.reason,
        now: NOW,
      }),
    ).toBe("NOTHING_TO_CHANGE");
  });

  it("is closed once the consultation starts", () => {
    expect(
      outcomeOf(confirmed(), {
        type: "change_details",
        reason: "x",
        now: STARTS_AT,
      }),
    ).toBe("CHANGE_CLOSED");
  });
});

describe("call and settlement", () => {
  it("records presence only when it changes", () => {
    const joined = applyAll(inCall(), { type: "join", participant: "vet" });
    expect(eventsOf(joined, { type: "join", participant: "vet" })).toEqual([]);
    expect(eventsOf(joined, { type: "leave", participant: "vet" })).toEqual([
      { type: "participant_left", data: { participant: "vet" } },
    ]);
  });

  it("owes a capture of the whole price after the call", () => {
    const completed = applyAll(inCall(), { type: "end_call", now: STARTS_AT + 20 * 60_000 });
    expect(completed && outstandingSettlement(completed)).toEqual({
      captureMinor: PRICE,
      releaseMinor: 0,
      refundMinor: 0,
    });
  });

  it("releases the whole authorisation when a cancellation keeps nothing: no capture, no refund", () => {
    const cancelled = applyAll(confirmed(), { type: "cancel_by_owner", reason: "", now: STARTS_AT - 48 * HOUR });
    expect(cancelled && outstandingSettlement(cancelled)).toEqual({ captureMinor: 0, releaseMinor: PRICE, refundMinor: 0 });
    const released = applyAll(cancelled, { type: "record_release", reference: "auth1", amountMinor: PRICE });
    expect(released && outstandingSettlement(released)).toEqual({ captureMinor: 0, releaseMinor: 0, refundMinor: 0 });
    expect(released?.payment).toMatchObject({ capturedMinor: 0, refundedMinor: 0, releasedMinor: PRICE });
    expect(eventsOf(released, { type: "record_release", reference: "auth1", amountMinor: PRICE })).toEqual([]);
    expect(outcomeOf(released, { type: "record_capture", reference: "c", amountMinor: 1 })).toBe(
      "CAPTURE_EXCEEDS_AUTHORISED",
    );
  });

  it("captures only the share a late cancellation keeps and releases the rest", () => {
    const cancelled = applyAll(confirmed(), {
      type: "cancel_by_owner",
      reason: "",
      now: STARTS_AT - HOUR,
    });
    expect(cancelled && outstandingSettlement(cancelled)).toEqual({
      captureMinor: 2499,
      releaseMinor: 2500,
      refundMinor: 0,
    });
    const settled = applyAll(
      cancelled,
      { type: "record_capture", reference: "c", amountMinor: 2499 },
      { type: "record_release", reference: "auth1", amountMinor: 2500 },
    );
    expect(settled && outstandingSettlement(settled)).toEqual({ captureMinor: 0, releaseMinor: 0, refundMinor: 0 });
    expect(outcomeOf(settled, { type: "record_refund", reference: "r2", amountMinor: PRICE })).toBe(
      "REFUND_EXCEEDS_CAPTURED",
    );
  });

  it("still refunds what an older settlement captured in full before releases existed", () => {
    const cancelled = applyAll(
      confirmed(),
      { type: "cancel_by_owner", reason: "", now: STARTS_AT - HOUR },
      { type: "record_capture", reference: "c", amountMinor: PRICE },
    );
    expect(cancelled && outstandingSettlement(cancelled)).toEqual({ captureMinor: 0, releaseMinor: 0, refundMinor: 2500 });
  });

  it("records a capture or refund reported again under the same processor reference once", () => {
    const cancelled = applyAll(confirmed(), { type: "cancel_by_owner", reason: "", now: STARTS_AT - HOUR });
    const capture = { type: "record_capture", reference: "c", amountMinor: PRICE } as const;
    const refund = { type: "record_refund", reference: "r", amountMinor: 2500 } as const;
    const settled = applyAll(cancelled, capture, refund);
    expect(eventsOf(settled, capture)).toEqual([]);
    expect(eventsOf(settled, refund)).toEqual([]);
    expect(settled?.payment).toMatchObject({ capturedMinor: PRICE, refundedMinor: 2500, refundReferences: ["r"] });
  });

  it("never captures more than was authorised", () => {
    const completed = applyAll(inCall(), { type: "end_call", now: STARTS_AT + 20 * 60_000 });
    expect(
      outcomeOf(completed, {
        type: "record_capture",
        reference: "c",
        amountMinor: PRICE + 1,
      }),
    ).toBe("CAPTURE_EXCEEDS_AUTHORISED");
  });

  it("refunds an absent vet in full and an absent owner not at all", () => {
    const [vetAbsent] = eventsOf(confirmed(), {
      type: "record_no_show",
      absent: "vet",
      now: STARTS_AT,
    });
    const [ownerAbsent] = eventsOf(confirmed(), {
      type: "record_no_show",
      absent: "owner",
      now: STARTS_AT,
    });
    expect(vetAbsent).toEqual({
      type: "no_show_recorded",
      data: { absent: "vet", refundMinor: PRICE },
    });
    expect(ownerAbsent).toEqual({
      type: "no_show_recorded",
      data: { absent: "owner", refundMinor: 0 },
    });
    expect(
      outcomeOf(confirmed(), {
        type: "record_no_show",
        absent: "owner",
        now: STARTS_AT - 1,
      }),
    ).toBe("NOT_STARTED_YET");
  });

  it("publishes a summary only with the four SOAP sections filled", () => {
    expect(
      outcomeOf(inCall(), {
        type: "publish_summary",
        note: { ...note, plan: " " },
        now: STARTS_AT,
      }),
    ).toBe("SUMMARY_INCOMPLETE");
    const state = applyAll(inCall(), { type: "publish_summary", note, now: STARTS_AT });
    expect(state?.summary).toEqual(note);
  });
});
