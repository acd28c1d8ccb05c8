import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Participant } from "../bookings/types";
import { readerOf } from "./readers";
import { otherSide, threadOf, windowOf } from "./thread-state";

/** The newest messages shown at once; a conversation that grows past them shows that earlier ones exist. */
export const MESSAGES_SHOWN = 200;

/** What a participant sees of a conversation: the messages, whether it takes new ones, and what the other side has read. */
export async function threadView(ctx: QueryCtx, booking: Doc<"bookings">, viewerIs: Participant) {
  const [thread, other, own, otherName] = await Promise.all([
    threadOf(ctx, booking._id),
    readerOf(ctx, booking._id, otherSide(viewerIs)),
    readerOf(ctx, booking._id, viewerIs),
    viewerIs === "owner"
      ? ctx.db.get(booking.vetId).then((vet) => vet?.displayName ?? null)
      : ctx.db.get(booking.ownerId).then((owner) => owner?.name ?? null),
  ]);
  const newestFirst = await ctx.db
    .query("conversationMessages")
    .withIndex("by_booking_and_sent", (q) => q.eq("bookingId", booking._id))
    .order("desc")
    .take(MESSAGES_SHOWN + 1);
  const shown = newestFirst.slice(0, MESSAGES_SHOWN).reverse();
  const messages = await Promise.all(
    shown.map(async (message) => ({
      id: message._id,
      author: message.author,
      text: message.text,
      sentAt: message.sentAt,
      // null when the photo was erased with its uploader's account.
      photoUrl: message.photoId === undefined ? undefined : await ctx.storage.getUrl(message.photoId),
    })),
  );
  return {
    viewerIs,
    /** The vet's display name for the owner, the owner's name for the vet; null once their account is gone. */
    otherName,
    // Recomputed by the browser as time passes (same rules, shared/conversation/thread-window.ts).
    windowInput: {
      status: booking.status,
      endsAt: booking.endsAt,
      ...(thread?.closedByVetAt !== undefined && { closedByVetAt: thread.closedByVetAt }),
      ...(thread?.reopenedAt !== undefined && { reopenedAt: thread.reopenedAt }),
    },
    window: windowOf(booking, thread, Date.now()),
    messages,
    hasEarlier: newestFirst.length > MESSAGES_SHOWN,
    /** Messages the viewer had not read when this was computed (the UI marks where they begin). */
    unread: own?.unread ?? 0,
    /** Until when the other side has read: the viewer's messages sent before it are "seen". */
    otherReadAt: other?.readAt ?? 0,
  };
}
