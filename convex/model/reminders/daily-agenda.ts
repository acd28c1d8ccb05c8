import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { appLink } from "../app-link";
import { joinUrl } from "../calendar/join-link";
import { sendEmailToUser } from "../email/send";
import { dayResolver, localDayOf } from "../../shared/slots/zoned-time";
import { isIanaTimeZone } from "../../shared/time-zone";
import { notificationSettingsRow } from "./notification-settings";

const MAX_AGENDA_ITEMS = 100;

/** The next instant after `now` at which the wall clock of `timeZone` reads `minuteOfDay` (DST-safe). */
export function nextAgendaInstant(now: number, minuteOfDay: number, timeZone: string): number {
  const zone = isIanaTimeZone(timeZone) ? timeZone : "UTC";
  const today = localDayOf(zone, now);
  const todayAt = dayResolver(zone, today)(minuteOfDay);
  return todayAt > now ? todayAt : dayResolver(zone, today + 1)(minuteOfDay);
}

/** (Re)plans a vet's next agenda email from their current choice and zone; cancels the job of the old plan. */
export async function planNextAgenda(ctx: MutationCtx, settings: Doc<"notificationSettings">, after: number): Promise<void> {
  if (settings.agendaJobId !== undefined && settings.nextAgendaAt !== null) await ctx.scheduler.cancel(settings.agendaJobId);
  const user = await ctx.db.get(settings.userId);
  if (settings.dailyAgendaMinute === null || user === null || user.role !== "vet") {
    await ctx.db.patch(settings._id, { nextAgendaAt: null, agendaJobId: undefined });
    return;
  }
  const dueAt = nextAgendaInstant(after, settings.dailyAgendaMinute, user.timeZone ?? "UTC");
  const agendaJobId = await ctx.scheduler.runAt(dueAt, internal.reminders.sendDailyAgenda, {
    settingsId: settings._id,
    dueAt,
  });
  await ctx.db.patch(settings._id, { nextAgendaAt: dueAt, agendaJobId });
}

/** After a change of the account's zone, the agenda follows the wall clock of the new zone from its next run. */
export async function replanAgendaInNewZone(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const settings = await notificationSettingsRow(ctx, userId);
  if (settings !== null && settings.dailyAgendaMinute !== null) await planNextAgenda(ctx, settings, Date.now());
}

/**
 * Emails the vet the consultations still ahead on the agenda's day (none: no email), then plans the next day's.
 * Idempotent like reminders: only the job for the planned `dueAt` sends.
 */
export async function sendDueAgenda(
  ctx: MutationCtx,
  settingsId: Id<"notificationSettings">,
  dueAt: number,
): Promise<"sent" | "empty" | "stale"> {
  const settings = await ctx.db.get(settingsId);
  if (settings === null || settings.nextAgendaAt !== dueAt) return "stale";
  const user = await ctx.db.get(settings.userId);
  const vet =
    user === null
      ? null
      : await ctx.db
          .query("vetProfiles")
          .withIndex("by_user", (q) => q.eq("userId", user._id))
          .unique();
  let outcome: "sent" | "empty" = "empty";
  if (user !== null && vet !== null) {
    const zone = isIanaTimeZone(user.timeZone ?? "") ? user.timeZone! : "UTC";
    const dayEnd = dayResolver(zone, localDayOf(zone, dueAt) + 1)(0);
    const bookings = await ctx.db
      .query("bookings")
      .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", dueAt).lt("startsAt", dayEnd))
      .take(MAX_AGENDA_ITEMS);
    const confirmed = bookings.filter((booking) => booking.status === "confirmed");
    if (confirmed.length > 0) {
      const consultations = await Promise.all(confirmed.map((booking) => agendaItem(ctx, booking, user)));
      await sendEmailToUser(ctx, user._id, {
        kind: "dailyAgenda",
        params: { day: dueAt, consultations, overviewUrl: appLink(user.locale ?? "en", "/vet/overview") },
      });
      outcome = "sent";
    }
  }
  await planNextAgenda(ctx, { ...settings, agendaJobId: undefined }, dueAt);
  return outcome;
}

async function agendaItem(ctx: MutationCtx, booking: Doc<"bookings">, vetUser: Doc<"users">) {
  const [pet, owner] = await Promise.all([ctx.db.get(booking.petId), ctx.db.get(booking.ownerId)]);
  return {
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    petName: pet?.name ?? "",
    ownerName: owner?.name ?? "",
    joinUrl: joinUrl(vetUser.locale ?? "en", booking._id),
  };
}
