import { describe, expect, it } from "vitest";
import type { BookingEvent } from "../bookings/types";
import { figuresFromEvents, needsNotes } from "./figures";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);
const since = NOW - 30 * DAY;
/** Events as stored, each at `at` (yesterday unless said). */
const happened = (events: BookingEvent[], at = NOW - DAY) => events.map((event) => ({ event, at }));

const ended: BookingEvent[] = [
  { type: "booking_confirmed", data: {} },
  { type: "call_started", data: {} },
  { type: "call_ended", data: {} },
  { type: "payment_captured", data: { reference: "c1", amountMinor: 4500 } },
];

describe("figuresFromEvents", () => {
  it("counts held, cancelled and no-show consultations and nets refunds out of revenue", () => {
    const figures = figuresFromEvents(
      [
        { currency: "EUR", events: happened(ended) },
        {
          currency: "EUR",
          events: happened([
            { type: "booking_cancelled", data: { by: "owner", reason: "", refundMinor: 2250 } },
            { type: "payment_captured", data: { reference: "c2", amountMinor: 4500 } },
            { type: "payment_refunded", data: { reference: "r2", amountMinor: 2250 } },
          ]),
        },
        { currency: "EUR", events: happened([{ type: "no_show_recorded", data: { absent: "owner", refundMinor: 0 } }]) },
        { currency: "CHF", events: happened(ended) },
      ],
      since,
    );
    expect(figures).toEqual({
      held: 2,
      cancellations: 1,
      noShows: 1,
      revenue: [
        { currency: "CHF", amountMinor: 4500 },
        { currency: "EUR", amountMinor: 6750 },
      ],
    });
  });

  it("is all zero for a vet with no consultations", () => {
    expect(figuresFromEvents([], since)).toEqual({ held: 0, cancellations: 0, noShows: 0, revenue: [] });
  });

  it("counts what happened in the window, whenever the slot is, and an interrupted consultation as not held", () => {
    const interrupted: BookingEvent[] = [
      { type: "call_ended", data: {} },
      { type: "consultation_interrupted", data: { connectedMs: 60_000, disruptedMs: 600_000 } },
    ];
    const figures = figuresFromEvents(
      [
        { currency: "EUR", events: happened(ended, NOW - 31 * DAY) },
        { currency: "EUR", events: happened(interrupted) },
        { currency: "EUR", events: happened([{ type: "booking_cancelled", data: { by: "owner", reason: "", refundMinor: 4500 } }], NOW - 60_000) },
      ],
      since,
    );
    expect(figures).toEqual({ held: 0, cancellations: 1, noShows: 0, revenue: [] });
  });
});

describe("needsNotes", () => {
  it("asks for notes after a held consultation until they are published", () => {
    expect(needsNotes(ended)).toBe(true);
    const note = { subjective: "s", objective: "o", assessment: "a", plan: "p", followUp: "f" };
    expect(needsNotes([...ended, { type: "summary_published", data: note }])).toBe(false);
    expect(needsNotes([{ type: "booking_confirmed", data: {} }])).toBe(false);
  });
});
