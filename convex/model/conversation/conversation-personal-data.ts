import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { PersonalDataSection } from "../accounts/personal-data";
import { ownerBookings, vetBookings } from "../bookings/booking-personal-data";
import { clearRateLimit } from "../rate-limits";
import { readerOf, sendLimitKey } from "./readers";
import { participantUserId, threadOf } from "./thread-state";

const MAX_MESSAGES = 5_000;

async function bookingsOf(ctx: QueryCtx, user: Doc<"users">): Promise<Doc<"bookings">[]> {
  return user.role === "vet" ? await vetBookings(ctx, user._id) : await ownerBookings(ctx, user._id);
}

async function messagesOf(ctx: QueryCtx, bookingId: Id<"bookings">) {
  return await ctx.db
    .query("conversationMessages")
    .withIndex("by_booking_and_sent", (q) => q.eq("bookingId", bookingId))
    .take(MAX_MESSAGES);
}

/** Deletes a message and its photo (the file and the record of who uploaded it). */
async function deleteMessage(ctx: MutationCtx, message: Doc<"conversationMessages">): Promise<void> {
  if (message.photoId !== undefined) {
    const upload = await ctx.db
      .query("uploads")
      .withIndex("by_storage", (q) => q.eq("storageId", message.photoId))
      .unique();
    if (upload !== null) await ctx.db.delete(upload._id);
    if ((await ctx.db.system.get(message.photoId)) !== null) await ctx.storage.delete(message.photoId);
  }
  await ctx.db.delete(message._id);
}

/**
 * The conversations a user took part in. The export holds every message of them (both sides: the user read
 * or wrote each), with a link to each photo. Erasing an owner removes their conversations whole, the vet's
 * messages included (they are about the owner's pet, as the redacted notes are); erasing a vet removes what the
 * vet wrote and uploaded, and the owner keeps their own messages (ADR 0022).
 */
export const conversationPersonalData: PersonalDataSection = {
  key: "conversations",
  exportData: async (ctx, user) => {
    const conversations = [];
    for (const booking of await bookingsOf(ctx, user)) {
      const messages = await messagesOf(ctx, booking._id);
      if (messages.length === 0) continue;
      conversations.push({
        consultationStartsAt: new Date(booking.startsAt).toISOString(),
        messages: await Promise.all(
          messages.map(async (message) => ({
            from: message.author,
            sentAt: new Date(message.sentAt).toISOString(),
            text: message.text,
            photo: message.photoId === undefined ? null : await ctx.storage.getUrl(message.photoId),
          })),
        ),
      });
    }
    return conversations;
  },
  erase: async (ctx, { user }) => {
    const role = user.role === "vet" ? "vet" : "owner";
    for (const booking of await bookingsOf(ctx, user)) {
      for (const message of await messagesOf(ctx, booking._id)) {
        if (role === "owner" || message.author === role) await deleteMessage(ctx, message);
      }
      for (const side of role === "owner" ? (["owner", "vet"] as const) : (["vet"] as const)) {
        const reader = await readerOf(ctx, booking._id, side);
        if (reader !== null) await ctx.db.delete(reader._id);
      }
      for (const side of role === "owner" ? (["owner", "vet"] as const) : (["vet"] as const)) {
        await clearRateLimit(ctx, "conversationMessage", sendLimitKey(participantUserId(booking, side), booking._id));
      }
      if (role === "owner") {
        const thread = await threadOf(ctx, booking._id);
        if (thread !== null) await ctx.db.delete(thread._id);
      }
    }
  },
};
