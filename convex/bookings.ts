import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { authedQuery, ownerAction, ownerMutation, ownerQuery, vetMutation, vetQuery } from "./functions";
import { bookingForViewer } from "./model/bookings/access";
import { ownersPet, resolveBookingTerms } from "./model/bookings/booking-terms";
import { bookingDetailFor, bookingDetailValidator } from "./model/bookings/booking-detail";
import { onceOrRepeat, previousResult, pruneExpiredCommandKeys } from "./model/bookings/command-keys";
import {
  bookingListItemValidator,
  ownerBookingLists,
  ownerBookingListsValidator,
  vetBookingsInRange,
} from "./model/bookings/booking-lists";
import { rebuildProjection } from "./model/bookings/projection";
import { requireRateLimit } from "./model/rate-limits";
import { executeBookingCommand, openBooking, runParticipantCommand } from "./model/bookings/run-command";
import { writeSummaryDraft } from "./model/bookings/summary-drafts";
import { atFreeTime, requireFreeSlot } from "./model/bookings/slot-check";
import { cancellationQuoteFor, cancellationQuoteValidator } from "./model/bookings/cancellation-quote";
import { carryOutChoice } from "./model/bookings/interruption-choice";
import { admitPaidCommand, reserveCardThenCommit, type PaidAdmission } from "./model/payments/card-reservation";
import { intakeAnswerValidator, soapNoteValidator } from "./tables/bookings";

const bookingRequestArgs = {
  vetId: v.string(),
  petId: v.string(),
  startsAt: v.number(),
  reason: v.string(),
  intakeAnswers: v.array(intakeAnswerValidator),
  paymentMethodId: v.string(),
};

const bookedResult = v.object({ bookingId: v.id("bookings") });
type BookedResult = { bookingId: Id<"bookings"> };

/**
 * Books a consultation. The card is authorised before the booking transaction, so a declined card
 * leaves no booking and holds no slot; a slot taken meanwhile releases the authorisation (ADR 0006).
 */
export const book = ownerAction({
  args: { commandKey: v.string(), ...bookingRequestArgs },
  returns: bookedResult,
  handler: async (ctx, { commandKey, ...request }): Promise<BookedResult> => {
    const ownerId = ctx.viewer._id;
    const admission = await ctx.runMutation(internal.bookings.admitBooking, { ownerId, commandKey, ...request });
    return reserveCardThenCommit(admission, (authorisation) =>
      ctx.runMutation(internal.bookings.confirmBooking, { ownerId, commandKey, ...request, authorisation }),
    );
  },
});

/** First half of `book`: rate limit, idempotency and every check that needs no provider call. */
export const admitBooking = internalMutation({
  args: {
    ownerId: v.id("users"),
    commandKey: v.string(),
    ...bookingRequestArgs,
  },
  handler: async (ctx, { ownerId, commandKey, ...request }): Promise<PaidAdmission<BookedResult>> => {
    await requireOwner(ctx, ownerId);
    const previous = await previousResult(ctx, ownerId, commandKey, "book");
    if (previous.found) return { kind: "repeat", result: previous.result as BookedResult };
    await requireRateLimit(ctx, "bookingCommand", ownerId);
    return admitPaidCommand(async () => {
      const { terms, paymentToken } = await resolveBookingTerms(ctx, ownerId, request);
      return { paymentToken, priceMinor: terms.priceMinor, currency: terms.currency };
    });
  },
});

/** Second half of `book`: re-checks everything in the transaction that opens the booking stream. */
export const confirmBooking = internalMutation({
  args: {
    ownerId: v.id("users"),
    commandKey: v.string(),
    ...bookingRequestArgs,
    authorisation: v.object({ reference: v.string(), amountMinor: v.number() }),
  },
  handler: async (
    ctx,
    { ownerId, commandKey, authorisation, ...request },
  ): Promise<{ result: BookedResult; repeated: boolean }> =>
    onceOrRepeat(ctx, ownerId, commandKey, "book", async () => {
      const { terms } = await resolveBookingTerms(ctx, ownerId, request);
      const { bookingId } = await openBooking(ctx, { type: "book", terms, authorisation }, { kind: "owner", userId: ownerId });
      return { bookingId };
    }),
});

async function requireOwner(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const user = await ctx.db.get(userId);
  if (user === null) throw new ConvexError({ code: "NOT_AUTHENTICATED" });
  if (user.role !== "owner") throw new ConvexError({ code: "FORBIDDEN_ROLE", role: "owner" });
}

const commandArgs = { bookingId: v.string(), commandKey: v.string() };
const changedResult = v.object({ seq: v.number() });

export const reschedule = ownerMutation({
  args: { ...commandArgs, startsAt: v.number() },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, startsAt }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "owner", name: "reschedule" },
      atFreeTime(ctx, startsAt, (slot) => ({ type: "reschedule", ...slot, now: Date.now() })),
    ),
});

export const changeDetails = ownerMutation({
  args: {
    ...commandArgs,
    petId: v.optional(v.string()),
    reason: v.optional(v.string()),
  },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, petId, reason }) =>
    runParticipantCommand(ctx, ctx.viewer, { bookingId, commandKey, as: "owner", name: "changeDetails" }, async () => {
      const pet = petId === undefined ? undefined : await ownersPet(ctx, ctx.viewer._id, petId);
      return {
        type: "change_details",
        petId: pet?._id,
        reason,
        now: Date.now(),
      };
    }),
});

/** What the owner would get back if they cancelled now; shown before they confirm. */
export const cancellationQuote = ownerQuery({
  args: { bookingId: v.string() },
  returns: cancellationQuoteValidator,
  handler: async (ctx, { bookingId }) => {
    const { booking } = await bookingForViewer(ctx, ctx.viewer, bookingId, "owner");
    return cancellationQuoteFor(booking, Date.now());
  },
});

export const cancelByOwner = ownerMutation({
  args: { ...commandArgs, reason: v.string(), quotedRefundMinor: v.number() },
  returns: v.object({ refundMinor: v.number() }),
  handler: async (ctx, { bookingId, commandKey, reason, quotedRefundMinor }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "owner", name: "cancelByOwner" },
      { type: "cancel_by_owner", reason, now: Date.now() },
      ({ events }) => {
        const cancelled = events.find((event) => event.type === "booking_cancelled");
        const refundMinor = cancelled?.type === "booking_cancelled" ? cancelled.data.refundMinor : 0;
        // The quote crossed a policy edge since it was shown: refuse rather than surprise the owner.
        if (refundMinor !== quotedRefundMinor) throw new ConvexError({ code: "REFUND_CHANGED", refundMinor });
        return { refundMinor };
      },
    ),
});

export const cancelByVet = vetMutation({
  args: { ...commandArgs, reason: v.string() },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, reason }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "vet", name: "cancelByVet" },
      { type: "cancel_by_vet", reason, now: Date.now() },
    ),
});

/** The vet asks the owner to move to one of the vet's free times; the owner accepts or declines. */
export const proposeNewTime = vetMutation({
  args: { ...commandArgs, startsAt: v.number(), note: v.string() },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, startsAt, note }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "vet", name: "proposeNewTime" },
      atFreeTime(ctx, startsAt, (slot) => ({ type: "propose_new_time", ...slot, note, now: Date.now() })),
    ),
});

/** The owner's answer to a proposed time: accepting moves the booking (if the time is still free), declining keeps it. */
export const answerProposal = ownerMutation({
  args: { ...commandArgs, accept: v.boolean() },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, accept }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "owner", name: "answerProposal" },
      async (current) => {
        if (!accept) return { type: "decline_proposal" };
        // The proposed time was free when proposed; someone may have booked it since.
        if (current.proposal !== null) await requireFreeSlot(ctx, current.vetId, current.proposal.startsAt);
        return { type: "accept_proposal", now: Date.now() };
      },
    ),
});

/**
 * After an interrupted consultation (never charged), the owner chooses: a full refund, or a free new consultation
 * with the same vet at a free time (`startsAt`). Errors: NOT_INTERRUPTED, ALREADY_CHOSEN, SLOT_TAKEN, SLOT_TOO_SOON, NOT_FOUND.
 * Answers with the free consultation's booking id when one was opened.
 */
export const chooseAfterInterruption = ownerMutation({
  args: {
    ...commandArgs,
    choice: v.union(
      v.object({ choice: v.literal("refund") }),
      v.object({ choice: v.literal("rebook"), startsAt: v.number() }),
    ),
  },
  returns: v.object({ seq: v.number(), rebookingId: v.union(v.id("bookings"), v.null()) }),
  handler: async (ctx, { bookingId, commandKey, choice }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "owner", name: "chooseAfterInterruption" },
      async (current) => ({
        type: "resolve_interruption",
        // The participant check has found the booking by this id: it is a valid booking id here.
        resolution: await carryOutChoice(ctx, ctx.db.normalizeId("bookings", bookingId)!, current, choice),
      }),
      ({ seq, state }) => ({
        seq,
        rebookingId: state.interruptionChoice?.choice === "rebook" ? state.interruptionChoice.rebookingId : null,
      }),
    ),
});

export const myBookings = ownerQuery({
  args: {},
  returns: ownerBookingListsValidator,
  handler: async (ctx) => ownerBookingLists(ctx, ctx.viewer._id, Date.now()),
});

export const vetBookings = vetQuery({
  args: { from: v.number(), to: v.number() },
  returns: v.array(bookingListItemValidator),
  handler: async (ctx, { from, to }) => vetBookingsInRange(ctx, ctx.viewer._id, { from, to }),
});

export const bookingDetail = authedQuery({
  args: { bookingId: v.string() },
  returns: bookingDetailValidator,
  handler: async (ctx, { bookingId }) => {
    const { booking, participant } = await bookingForViewer(ctx, ctx.viewer, bookingId);
    return bookingDetailFor(ctx, booking, participant);
  },
});

export const saveSummaryDraft = vetMutation({
  args: { bookingId: v.string(), note: soapNoteValidator },
  returns: v.null(),
  handler: async (ctx, { bookingId, note }) => {
    const { booking } = await bookingForViewer(ctx, ctx.viewer, bookingId, "vet");
    if (booking.status === "cancelled") throw new ConvexError({ code: "INVALID_STATUS", status: booking.status });
    await writeSummaryDraft(ctx, booking._id, note);
    return null;
  },
});

export const publishSummary = vetMutation({
  args: { ...commandArgs, note: soapNoteValidator },
  returns: changedResult,
  handler: async (ctx, { bookingId, commandKey, note }) =>
    runParticipantCommand(
      ctx,
      ctx.viewer,
      { bookingId, commandKey, as: "vet", name: "publishSummary" },
      { type: "publish_summary", note, now: Date.now() },
    ),
});

/** Daily: forgets command keys older than their retention, a batch per transaction. */
export const pruneCommandKeys = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    if (await pruneExpiredCommandKeys(ctx, Date.now())) {
      await ctx.scheduler.runAfter(0, internal.bookings.pruneCommandKeys, {});
    }
    return null;
  },
});

const REBUILD_PAGE_SIZE = 100;

/** Recomputes every `bookings` row from its events, one page per transaction. */
export const rebuildProjections = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    const page = await ctx.db.query("bookings").paginate({ cursor, numItems: REBUILD_PAGE_SIZE });
    for (const booking of page.page) await rebuildProjection(ctx, booking._id);
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.bookings.rebuildProjections, {
        cursor: page.continueCursor,
      });
    }
    return null;
  },
});

/**
 * Scheduled at a rebooking hold's `until` (ADR 0031): the held slot is free for everyone again, unless the owner chose
 * first (then the hold is already released and this appends nothing).
 */
export const releaseRebookingHold = internalMutation({
  args: { bookingId: v.id("bookings") },
  returns: v.null(),
  handler: async (ctx, { bookingId }) => {
    const booking = await ctx.db.get(bookingId);
    if (booking?.heldUntil === undefined) return null;
    await executeBookingCommand(ctx, bookingId, { type: "release_rebooking_hold", now: Date.now() }, { kind: "system" });
    return null;
  },
});
