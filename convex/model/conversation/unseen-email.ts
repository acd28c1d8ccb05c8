import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CONVERSATION_EMAIL_INTERVAL_MS, CONVERSATION_UNSEEN_EMAIL_DELAY_MS } from "../../shared/policy";
import { appLink } from "../app-link";
import { sendEmailToUser } from "../email/send";

/**
 * A message arrived for `reader`: unless an email is already planned (it will cover this message too), plan one
 * for when the message has gone unseen for the delay, and not sooner than the interval after the last one.
 */
export async function planUnseenEmail(ctx: MutationCtx, reader: Doc<"conversationReaders">, now: number): Promise<void> {
  if (reader.emailDueAt !== undefined) return;
  const dueAt = Math.max(
    now + CONVERSATION_UNSEEN_EMAIL_DELAY_MS,
    reader.lastEmailedAt === undefined ? 0 : reader.lastEmailedAt + CONVERSATION_EMAIL_INTERVAL_MS,
  );
  await ctx.db.patch(reader._id, { emailDueAt: dueAt });
  await ctx.scheduler.runAt(dueAt, internal.conversation.emailUnseen, { readerId: reader._id, dueAt });
}

/**
 * The planned email, if it is still wanted: the reader has not read the conversation since (reading calls it off)
 * and no other plan replaced this one. It names how many messages wait and links to them, never their text:
 * email is not the place for clinical details.
 */
export async function sendUnseenEmail(ctx: MutationCtx, readerId: Id<"conversationReaders">, dueAt: number): Promise<void> {
  const reader = await ctx.db.get(readerId);
  if (reader === null || reader.emailDueAt !== dueAt) return;
  if (reader.unread === 0) {
    await ctx.db.patch(reader._id, { emailDueAt: undefined });
    return;
  }
  await ctx.db.patch(reader._id, { emailDueAt: undefined, lastEmailedAt: Date.now() });
  const booking = await ctx.db.get(reader.bookingId);
  if (booking === null) return;
  const [user, vet, owner, pet] = await Promise.all([
    ctx.db.get(reader.userId),
    ctx.db.get(booking.vetId),
    ctx.db.get(booking.ownerId),
    ctx.db.get(booking.petId),
  ]);
  if (user === null) return;
  await sendEmailToUser(ctx, reader.userId, {
    kind: "conversationUnseen",
    params: {
      audience: reader.role,
      senderName: (reader.role === "owner" ? vet?.displayName : owner?.name) ?? "",
      petName: pet?.name ?? "",
      startsAt: booking.startsAt,
      unread: reader.unread,
      unreadPhotos: reader.unreadPhotos,
      link: appLink(user.locale ?? "en", `/bookings/${booking._id}/summary#conversation`),
    },
  });
}
