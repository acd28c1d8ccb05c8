import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { joinUrl } from "../calendar/join-link";
import { sendEmailToUser } from "../email/send";
import { notificationChoicesOf, wantsReminder } from "./notification-settings";

export type ReminderOutcome = "sent" | "stale" | "cancelled" | "too_late";

/**
 * Sends one reminder to each participant who wants it, and marks it sent, in one transaction.
 * Idempotent: a job that runs again (a restart, the overdue sweep) or a stale job of a moved booking finds
 * the row no longer scheduled for `dueAt` and sends nothing.
 */
export async function sendDueReminder(
  ctx: MutationCtx,
  reminderId: Id<"consultationReminders">,
  dueAt: number,
): Promise<ReminderOutcome> {
  const reminder = await ctx.db.get(reminderId);
  if (reminder === null || reminder.status !== "scheduled" || reminder.dueAt !== dueAt) return "stale";
  const booking = await ctx.db.get(reminder.bookingId);
  if (booking === null || booking.status !== "confirmed" || booking.startsAt !== reminder.startsAt) {
    await ctx.db.patch(reminderId, { status: "cancelled" });
    return "cancelled";
  }
  if (Date.now() >= booking.startsAt) {
    await ctx.db.patch(reminderId, { status: "skipped" });
    return "too_late";
  }
  const [vet, pet, owner] = await Promise.all([
    ctx.db.get(booking.vetId),
    ctx.db.get(booking.petId),
    ctx.db.get(booking.ownerId),
  ]);
  for (const [audience, userId] of [
    ["owner", booking.ownerId],
    ["vet", booking.vetUserId],
  ] as const) {
    await remindParticipant(ctx, reminder, booking, audience, userId, {
      vetName: vet?.displayName ?? "",
      petName: pet?.name ?? "",
      ownerName: owner?.name ?? "",
    });
  }
  await ctx.db.patch(reminderId, { status: "sent", sentAt: Date.now() });
  return "sent";
}

async function remindParticipant(
  ctx: MutationCtx,
  reminder: Doc<"consultationReminders">,
  booking: Doc<"bookings">,
  audience: "owner" | "vet",
  userId: Id<"users">,
  names: { vetName: string; petName: string; ownerName: string },
): Promise<void> {
  if (!wantsReminder(await notificationChoicesOf(ctx, userId), reminder.lead)) return;
  const user = await ctx.db.get(userId);
  if (user === null) return;
  await sendEmailToUser(ctx, userId, {
    kind: "consultationReminder",
    params: {
      lead: reminder.lead,
      audience,
      ...names,
      startsAt: booking.startsAt,
      joinUrl: joinUrl(user.locale ?? "en", booking._id),
    },
  });
}
