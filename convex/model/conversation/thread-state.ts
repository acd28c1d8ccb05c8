import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { conversationWindow, type ConversationWindow } from "../../shared/conversation/thread-window";
import type { Participant } from "../bookings/types";

export async function threadOf(ctx: QueryCtx, bookingId: Id<"bookings">): Promise<Doc<"conversationThreads"> | null> {
  return await ctx.db
    .query("conversationThreads")
    .withIndex("by_booking", (q) => q.eq("bookingId", bookingId))
    .unique();
}

export async function ensureThread(ctx: MutationCtx, bookingId: Id<"bookings">): Promise<Doc<"conversationThreads">> {
  const existing = await threadOf(ctx, bookingId);
  if (existing !== null) return existing;
  const id = await ctx.db.insert("conversationThreads", { bookingId });
  return (await ctx.db.get(id))!;
}

export function windowOf(booking: Doc<"bookings">, thread: Doc<"conversationThreads"> | null, now: number): ConversationWindow {
  return conversationWindow(
    {
      status: booking.status,
      endsAt: booking.endsAt,
      ...(thread?.closedByVetAt !== undefined && { closedByVetAt: thread.closedByVetAt }),
      ...(thread?.reopenedAt !== undefined && { reopenedAt: thread.reopenedAt }),
    },
    now,
  );
}

/** Throws `CONVERSATION_CLOSED` with the reason (and when) unless the conversation takes messages now. */
export function requireOpen(window: ConversationWindow): void {
  if (!window.open) throw new ConvexError({ code: "CONVERSATION_CLOSED", reason: window.reason, closedAt: window.closedAt });
}

/** The vet closes the conversation early, or reopens it (for another follow-up period from now). */
export async function setConversationOpen(
  ctx: MutationCtx,
  booking: Doc<"bookings">,
  open: boolean,
): Promise<ConversationWindow> {
  const now = Date.now();
  if (booking.status === "cancelled") requireOpen(windowOf(booking, null, now));
  const thread = await ensureThread(ctx, booking._id);
  const current = windowOf(booking, thread, now);
  if (open && !current.open) await ctx.db.patch(thread._id, { closedByVetAt: undefined, reopenedAt: now });
  if (!open && current.open) await ctx.db.patch(thread._id, { closedByVetAt: now });
  return windowOf(booking, await ctx.db.get(thread._id), now);
}

export const otherSide = (role: Participant): Participant => (role === "owner" ? "vet" : "owner");

export function participantUserId(booking: Doc<"bookings">, role: Participant): Id<"users"> {
  return role === "owner" ? booking.ownerId : booking.vetUserId;
}
