import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { loadStream } from "./event-store";
import { rebuildProjection } from "./projection";
import { discardSummaryDraft } from "./summary-drafts";
import { pseudonymousActor, redactEvent } from "./redact-event";

/**
 * The one rewrite the append-only history allows, for personal-data erasure (the right to be forgotten
 * outranks immutability): each event keeps its sequence number, type and time; personal text goes and the
 * erased user's actor id becomes a pseudonym. The projection is then rebuilt from the redacted stream.
 */
export async function eraseParticipantFromBooking(
  ctx: MutationCtx,
  booking: Doc<"bookings">,
  userId: Id<"users">,
  pseudonym: string,
): Promise<void> {
  const stream = await loadStream(ctx, booking._id);
  const rows = await Promise.all(
    stream.map(async ({ seq }) =>
      ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", booking._id).eq("seq", seq))
        .unique(),
    ),
  );
  const erasingOwner = booking.ownerId === userId;
  for (const [index, row] of rows.entries()) {
    const stored = stream[index];
    if (row === null || stored === undefined) continue;
    const event = erasingOwner ? redactEvent(stored.event) : stored.event;
    await ctx.db.patch(row._id, { data: event.data, actor: pseudonymousActor(stored.actor, userId, pseudonym) });
  }
  if (erasingOwner) {
    await discardSummaryDraft(ctx, booking._id);
    await rebuildProjection(ctx, booking._id);
  }
  for (const role of ["owner", "vet"] as const) {
    const presence = ctx.db
      .query("callPresence")
      .withIndex("by_booking_and_role", (q) => q.eq("bookingId", booking._id).eq("role", role));
    for await (const entry of presence) if (entry.userId === userId) await ctx.db.delete(entry._id);
  }
}
