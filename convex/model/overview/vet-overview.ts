import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { loadStream } from "../bookings/event-store";
import { interruptionSummaryOf, interruptionSummaryValidator } from "../bookings/interruption-summary";
import { joinWindowOf } from "../../shared/calls/join-window";
import { presenceRowOf, presenceStateOf } from "../calls/presence";
import { localDayOf } from "../../shared/slots";
import { dayResolver } from "../../shared/slots/zoned-time";
import { missingForPublication } from "../vets/vet-commands";
import { figuresFromEvents, monthFiguresValidator, needsNotes } from "./figures";
import { DAY_MS } from "../../shared/time";
import { MAX_HORIZON_DAYS } from "../../shared/policy";
import { bookingStatusValidator, intakeAnswerValidator } from "../../tables/bookings";
import { presenceStateValidator } from "../../tables/calls";
import { speciesValidator } from "../../tables/pets";
import { missingForPublicationValidator } from "../vets/publication";

const FIGURES_DAYS = 30;
const WEEK_DAYS = 7;
/** A vet's bookings are bounded by their hours: 500 covers a month of 15-minute slots around the clock. */
const MAX_BOOKINGS_READ = 500;
const MAX_NEXT_CONSULTATIONS = 20;

const overviewConsultationValidator = v.object({
  bookingId: v.id("bookings"),
  startsAt: v.number(),
  endsAt: v.number(),
  status: bookingStatusValidator,
  interruption: interruptionSummaryValidator,
  reason: v.string(),
  intakeAnswers: v.array(intakeAnswerValidator),
  pet: v.union(v.null(), v.object({ name: v.string(), species: speciesValidator })),
  ownerName: v.union(v.string(), v.null()),
  join: v.object({ opensAt: v.number(), closesAt: v.number(), open: v.boolean() }),
  ownerPresence: v.union(presenceStateValidator, v.literal("absent"), v.literal("away")),
});
export type OverviewConsultation = Infer<typeof overviewConsultationValidator>;

export const vetOverviewValidator = v.object({
  timeZone: v.string(),
  profile: v.object({ published: v.boolean(), missing: v.array(missingForPublicationValidator) }),
  today: v.array(overviewConsultationValidator),
  next: v.array(overviewConsultationValidator),
  notesToWrite: v.array(
    v.object({
      bookingId: v.id("bookings"),
      startsAt: v.number(),
      petName: v.union(v.string(), v.null()),
      interruption: interruptionSummaryValidator,
    }),
  ),
  week: v.array(
    v.object({
      dayStartsAt: v.number(),
      consultations: v.number(),
      cancelled: v.number(),
      firstStartsAt: v.union(v.number(), v.null()),
    }),
  ),
  lastThirtyDays: monthFiguresValidator,
});

/** Midnight-to-midnight instants of the vet's local day `offset` days from today. */
function localDayBounds(timeZone: string, now: number, offset: number): { from: number; to: number } {
  const day = localDayOf(timeZone, now) + offset;
  return { from: dayResolver(timeZone, day)(0), to: dayResolver(timeZone, day + 1)(0) };
}

async function consultationView(ctx: QueryCtx, booking: Doc<"bookings">, now: number): Promise<OverviewConsultation> {
  const [pet, owner, presence] = await Promise.all([
    ctx.db.get(booking.petId),
    ctx.db.get(booking.ownerId),
    presenceRowOf(ctx, booking._id, "owner"),
  ]);
  const window = joinWindowOf(booking, now);
  return {
    bookingId: booking._id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    interruption: interruptionSummaryOf(booking),
    reason: booking.reason,
    intakeAnswers: booking.intakeAnswers,
    pet: pet && { name: pet.name, species: pet.species },
    ownerName: owner?.name ?? null,
    join: { opensAt: window.opensAt, closesAt: window.closesAt, open: window.status === "open" },
    ownerPresence: presenceStateOf(presence, now),
  };
}

const isActive = (booking: Doc<"bookings">) => booking.status === "confirmed" || booking.status === "in_call";

/**
 * Everything on the vet's overview in one read: today and what comes next, who is waiting,
 * notes still to write, the week at a glance and the last 30 days' figures from the events.
 */
export async function vetOverview(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  now: number,
): Promise<Infer<typeof vetOverviewValidator>> {
  const today = localDayBounds(vet.timeZone, now, 0);
  const weekEnd = localDayBounds(vet.timeZone, now, WEEK_DAYS - 1).to;

  const coming = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", today.from).lt("startsAt", weekEnd))
    .take(MAX_BOOKINGS_READ);
  const recent = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", now - FIGURES_DAYS * DAY_MS).lt("startsAt", now))
    .order("desc")
    .take(MAX_BOOKINGS_READ);
  // Bookings still ahead whose story already moved on: cancelled, or held before their time.
  const aheadAndSettled = (
    await ctx.db
      .query("bookings")
      .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", now).lt("startsAt", now + MAX_HORIZON_DAYS * DAY_MS))
      .take(MAX_BOOKINGS_READ)
  ).filter((booking) => !isActive(booking) && booking.status !== "requested");

  const todays = coming.filter((booking) => booking.startsAt < today.to);
  const next = coming.filter((booking) => booking.startsAt >= today.to && isActive(booking)).slice(0, MAX_NEXT_CONSULTATIONS);

  const streams = await Promise.all(
    [...recent, ...aheadAndSettled].map(async (booking) => ({ booking, events: await loadStream(ctx, booking._id) })),
  );
  const notesToWrite = streams
    .filter(({ events }) => needsNotes(events.map((stored) => stored.event)))
    .map(({ booking }) => booking)
    .sort((a, b) => b.startsAt - a.startsAt);

  const week = Array.from({ length: WEEK_DAYS }, (_, offset) => {
    const bounds = localDayBounds(vet.timeZone, now, offset);
    const ofDay = coming.filter((booking) => booking.startsAt >= bounds.from && booking.startsAt < bounds.to);
    return {
      dayStartsAt: bounds.from,
      consultations: ofDay.filter(isActive).length,
      cancelled: ofDay.filter((booking) => booking.status === "cancelled").length,
      firstStartsAt: ofDay.find(isActive)?.startsAt ?? null,
    };
  });

  return {
    timeZone: vet.timeZone,
    profile: { published: vet.published, missing: vet.published ? [] : await missingForPublication(ctx, vet) },
    today: await Promise.all(todays.map((booking) => consultationView(ctx, booking, now))),
    next: await Promise.all(next.map((booking) => consultationView(ctx, booking, now))),
    notesToWrite: await Promise.all(
      notesToWrite.map(async (booking) => ({
        bookingId: booking._id,
        startsAt: booking.startsAt,
        petName: (await ctx.db.get(booking.petId))?.name ?? null,
        interruption: interruptionSummaryOf(booking),
      })),
    ),
    week,
    lastThirtyDays: figuresFromEvents(
      streams.map(({ booking, events }) => ({ currency: booking.currency, events })),
      now - FIGURES_DAYS * DAY_MS,
    ),
  };
}
