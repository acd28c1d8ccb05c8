import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  HOUR,
  MINUTE,
  NOW,
  PRICE_MINOR,
  SLOT,
  bookAsOwner,
  bookingWorld,
  freshKey,
  runEachTestAtNow,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";
import { nextAgendaInstant } from "./model/reminders/daily-agenda";

const OWNER = "olivia@example.test";
const VET = "vera@example.test";

runEachTestAtNow({ env: { SITE_URL: "http://app.test" } });

/**
 * Moves the clock to `instant` in steps of at most 10 minutes, running the scheduled functions that fall due
 * in each step, so a job sees a clock close to its due time (as it would in a running backend).
 */
async function advanceTo(world: BookingWorld, instant: number) {
  while (Date.now() < instant) {
    vi.advanceTimersByTime(Math.min(10 * MINUTE, instant - Date.now()));
    await world.t.finishInProgressScheduledFunctions();
  }
}

async function remindersTo(world: BookingWorld, email: string) {
  const rows = await world.t.run((ctx) =>
    ctx.db
      .query("emailOutbox")
      .withIndex("by_recipient_and_created", (q) => q.eq("recipient", email))
      .collect(),
  );
  return rows.filter((row) => row.kind === "consultationReminder");
}

async function reminderRows(world: BookingWorld, bookingId: Id<"bookings">) {
  const rows = await world.t.run((ctx) =>
    ctx.db
      .query("consultationReminders")
      .withIndex("by_booking_and_lead", (q) => q.eq("bookingId", bookingId))
      .collect(),
  );
  return Object.fromEntries(rows.map((row) => [row.lead, { status: row.status, dueAt: row.dueAt }]));
}

describe("reminders at 24 h and 1 h before the start", () => {
  it("are scheduled on booking and each sent once to owner and vet, in their locale, with the join link", async () => {
    const world = await bookingWorld();
    await world.t.run(async (ctx) => {
      await ctx.db.patch(world.owner, { locale: "es" });
    });
    const { bookingId } = await bookAsOwner(world, { reason: "Vomiting since yesterday" });
    expect(await reminderRows(world, bookingId)).toEqual({
      dayBefore: { status: "scheduled", dueAt: SLOT - 24 * HOUR },
      hourBefore: { status: "scheduled", dueAt: SLOT - HOUR },
    });

    await advanceTo(world, SLOT - 24 * HOUR - MINUTE);
    expect(await remindersTo(world, OWNER)).toEqual([]);
    await advanceTo(world, SLOT - 24 * HOUR);
    const [dayBefore] = await remindersTo(world, OWNER);
    expect(dayBefore?.locale).toBe("es");
    expect(dayBefore?.subject).toContain("Recordatorio");
    expect(dayBefore?.text).toContain(`/es/call/${bookingId}/prepare`);
    expect(dayBefore?.text).toContain("Rex");
    expect(dayBefore?.text).not.toContain("Vomiting");
    expect(dayBefore?.html).toMatch(new RegExp(`<a href="[^"]+/es/call/${bookingId}/prepare">`));
    const [vetDayBefore] = await remindersTo(world, VET);
    expect(vetDayBefore?.text).toContain(`/en/call/${bookingId}/prepare`);
    expect(vetDayBefore?.text).toContain("olivia");

    await advanceTo(world, SLOT - HOUR);
    expect((await remindersTo(world, OWNER)).map((row) => row.subject)).toEqual([
      expect.stringContaining("Recordatorio"),
      expect.stringContaining("Empieza pronto"),
    ]);
    expect(await remindersTo(world, VET)).toHaveLength(2);
    expect(await reminderRows(world, bookingId)).toMatchObject({ dayBefore: { status: "sent" }, hourBefore: { status: "sent" } });
  });

  it("move with a reschedule: nothing at the old times, one each at the new", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    const moved = SLOT + 24 * HOUR;
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: moved });
    expect(await reminderRows(world, bookingId)).toEqual({
      dayBefore: { status: "scheduled", dueAt: moved - 24 * HOUR },
      hourBefore: { status: "scheduled", dueAt: moved - HOUR },
    });
    await advanceTo(world, SLOT - HOUR + MINUTE);
    // The old 1 h moment has passed; the new day-before moment (= the old start) has not yet.
    expect(await remindersTo(world, OWNER)).toEqual([]);
    await advanceTo(world, moved);
    expect((await remindersTo(world, OWNER)).length).toBe(2);
    expect((await remindersTo(world, VET)).length).toBe(2);
    const scheduled = await world.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const reminderJobs = scheduled.filter((job) => job.name.includes("sendReminder"));
    expect(reminderJobs.map((job) => job.state.kind).sort()).toEqual(["canceled", "canceled", "success", "success"]);
  });

  it("are removed by a cancellation", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Ill" });
    expect(await reminderRows(world, bookingId)).toEqual({
      dayBefore: { status: "cancelled", dueAt: SLOT - 24 * HOUR },
      hourBefore: { status: "cancelled", dueAt: SLOT - HOUR },
    });
    await advanceTo(world, SLOT);
    expect(await remindersTo(world, OWNER)).toEqual([]);
    expect(await remindersTo(world, VET)).toEqual([]);
  });

  it("skip a moment that had passed when the booking was made", async () => {
    const world = await bookingWorld();
    const soon = NOW + 5 * HOUR;
    const { bookingId } = await bookAsOwner(world, { startsAt: soon });
    expect(await reminderRows(world, bookingId)).toEqual({
      dayBefore: { status: "skipped", dueAt: soon - 24 * HOUR },
      hourBefore: { status: "scheduled", dueAt: soon - HOUR },
    });
    await advanceTo(world, soon);
    expect((await remindersTo(world, OWNER)).map((row) => row.subject)).toEqual([expect.stringContaining("Starting soon")]);
  });

  it("are sent once even when a job runs twice or the overdue sweep finds it too", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    const reminder = await world.t.run((ctx) =>
      ctx.db
        .query("consultationReminders")
        .withIndex("by_booking_and_lead", (q) => q.eq("bookingId", bookingId).eq("lead", "dayBefore"))
        .unique(),
    );
    if (reminder === null) throw new Error("no reminder");
    vi.setSystemTime(reminder.dueAt + 5 * MINUTE);
    await world.t.mutation(internal.reminders.sendOverdue, {});
    await world.t.mutation(internal.reminders.sendReminder, { reminderId: reminder._id, dueAt: reminder.dueAt });
    await world.t.mutation(internal.reminders.sendOverdue, {});
    await advanceTo(world, reminder.dueAt + 10 * MINUTE);
    expect(await remindersTo(world, OWNER)).toHaveLength(1);
    expect(await remindersTo(world, VET)).toHaveLength(1);
  });

  it("a job lost from the scheduler is sent by the sweep", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    await world.t.run(async (ctx) => {
      const rows = await ctx.db
        .query("consultationReminders")
        .withIndex("by_booking_and_lead", (q) => q.eq("bookingId", bookingId))
        .collect();
      for (const row of rows) if (row.jobId) await ctx.scheduler.cancel(row.jobId);
    });
    await advanceTo(world, SLOT - 24 * HOUR + 3 * MINUTE);
    expect(await remindersTo(world, OWNER)).toEqual([]);
    await world.t.mutation(internal.reminders.sendOverdue, {});
    expect(await remindersTo(world, OWNER)).toHaveLength(1);
    await world.t.mutation(internal.reminders.sendOverdue, {});
    expect(await remindersTo(world, OWNER)).toHaveLength(1);
  });
});

describe("reminder preferences", () => {
  it("default to both, and each person's choice is respected", async () => {
    const world = await bookingWorld();
    expect(await world.asOwner.query(api.reminders.myNotificationSettings, {})).toEqual({
      dayBeforeReminder: true,
      hourBeforeReminder: true,
      dailyAgendaTime: null,
    });
    await world.asOwner.mutation(api.reminders.updateNotificationSettings, {
      dayBeforeReminder: true,
      hourBeforeReminder: false,
      dailyAgendaTime: null,
    });
    await world.asVet.mutation(api.reminders.updateNotificationSettings, {
      dayBeforeReminder: false,
      hourBeforeReminder: true,
      dailyAgendaTime: null,
    });
    await bookAsOwner(world);
    await advanceTo(world, SLOT);
    expect((await remindersTo(world, OWNER)).map((row) => row.subject)).toEqual([expect.stringContaining("Reminder:")]);
    expect((await remindersTo(world, VET)).map((row) => row.subject)).toEqual([expect.stringContaining("Starting soon")]);
  });

  it("a daily agenda is for vets only, at a valid time", async () => {
    const world = await bookingWorld();
    const both = { dayBeforeReminder: true, hourBeforeReminder: true };
    await expect(
      world.asOwner.mutation(api.reminders.updateNotificationSettings, { ...both, dailyAgendaTime: "07:00" }),
    ).rejects.toThrow(/FORBIDDEN_ROLE/);
    await expect(
      world.asVet.mutation(api.reminders.updateNotificationSettings, { ...both, dailyAgendaTime: "25:00" }),
    ).rejects.toThrow(/INVALID_AGENDA_TIME/);
    await expect(world.t.query(api.reminders.myNotificationSettings, {})).rejects.toThrow(/NOT_AUTHENTICATED/);
  });
});

describe("the vet's daily agenda", () => {
  it("goes out at the chosen time in the vet's zone, lists the day's consultations, and repeats daily", async () => {
    const world = await bookingWorld();
    // SLOT is Tuesday 10:00 UTC = 11:00 in Berlin (the vet's account zone).
    const { bookingId } = await bookAsOwner(world);
    await world.asVet.mutation(api.reminders.updateNotificationSettings, {
      dayBeforeReminder: false,
      hourBeforeReminder: false,
      dailyAgendaTime: "07:30",
    });
    expect(await world.asVet.query(api.reminders.myNotificationSettings, {})).toMatchObject({ dailyAgendaTime: "07:30" });
    const agendaDay = Date.UTC(2026, 10, 24, 6, 30);
    await advanceTo(world, agendaDay - 24 * HOUR);
    const agendas = async () =>
      (
        await world.t.run((ctx) =>
          ctx.db
            .query("emailOutbox")
            .withIndex("by_recipient_and_created", (q) => q.eq("recipient", VET))
            .collect(),
        )
      ).filter((row) => row.kind === "dailyAgenda");
    // Days without consultations send nothing.
    expect(await agendas()).toEqual([]);
    await advanceTo(world, agendaDay);
    const [agenda] = await agendas();
    expect(agenda?.text).toContain("11:00");
    expect(agenda?.text).toContain("Rex");
    expect(agenda?.text).toContain(`/call/${bookingId}/prepare`);
    const settings = await world.t.run((ctx) =>
      ctx.db
        .query("notificationSettings")
        .withIndex("by_user", (q) => q.eq("userId", world.vetUser))
        .unique(),
    );
    expect(settings?.nextAgendaAt).toBe(agendaDay + 24 * HOUR);
  });

  it("stops when the vet turns it off", async () => {
    const world = await bookingWorld();
    await bookAsOwner(world);
    const withAgenda = (dailyAgendaTime: string | null) =>
      world.asVet.mutation(api.reminders.updateNotificationSettings, {
        dayBeforeReminder: false,
        hourBeforeReminder: false,
        dailyAgendaTime,
      });
    await withAgenda("07:30");
    await withAgenda(null);
    await advanceTo(world, SLOT);
    const sent = await world.t.run((ctx) =>
      ctx.db
        .query("emailOutbox")
        .withIndex("by_recipient_and_created", (q) => q.eq("recipient", VET))
        .collect(),
    );
    expect(sent.filter((row) => row.kind === "dailyAgenda" || row.kind === "consultationReminder")).toEqual([]);
  });

  it("follows the vet to a new account zone", async () => {
    const world = await bookingWorld();
    await world.asVet.mutation(api.reminders.updateNotificationSettings, {
      dayBeforeReminder: true,
      hourBeforeReminder: true,
      dailyAgendaTime: "07:30",
    });
    const nextAgendaAt = () =>
      world.t.run(async (ctx) => {
        const row = await ctx.db
          .query("notificationSettings")
          .withIndex("by_user", (q) => q.eq("userId", world.vetUser))
          .unique();
        return row?.nextAgendaAt;
      });
    // NOW is Saturday 10:00 UTC: the next 07:30 in Berlin is Sunday 06:30 UTC.
    expect(await nextAgendaAt()).toBe(Date.UTC(2026, 10, 22, 6, 30));
    await world.asVet.mutation(api.accounts.updateProfile, { name: "vera", locale: "en", timeZone: "America/New_York" });
    // In New York it is 05:00 on Saturday: today's 07:30 there is 12:30 UTC.
    expect(await nextAgendaAt()).toBe(Date.UTC(2026, 10, 21, 12, 30));
    await advanceTo(world, Date.UTC(2026, 10, 22, 7, 0));
    const jobs = await world.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const agendaRuns = jobs.filter((job) => job.name.includes("sendDailyAgenda") && job.state.kind === "success");
    expect(agendaRuns.map((job) => job.scheduledTime)).toEqual([Date.UTC(2026, 10, 21, 12, 30)]);
  });

  it("follows the zone's wall clock across daylight-saving changes", () => {
    const saturdayBeforeSpring = Date.UTC(2026, 2, 28, 12);
    expect(nextAgendaInstant(saturdayBeforeSpring, 7 * 60, "Europe/Berlin")).toBe(Date.UTC(2026, 2, 29, 5));
    expect(nextAgendaInstant(Date.UTC(2026, 2, 29, 5), 7 * 60, "Europe/Berlin")).toBe(Date.UTC(2026, 2, 30, 5));
    expect(nextAgendaInstant(Date.UTC(2026, 10, 1, 0), 7 * 60, "America/New_York")).toBe(Date.UTC(2026, 10, 1, 12));
    expect(nextAgendaInstant(Date.UTC(2026, 9, 31, 12), 7 * 60, "America/New_York")).toBe(Date.UTC(2026, 10, 1, 12));
    expect(nextAgendaInstant(Date.UTC(2026, 9, 30, 12), 7 * 60, "America/New_York")).toBe(Date.UTC(2026, 9, 31, 11));
  });
});

describe("the starting-soon feed", () => {
  it("marks a consultation the viewer has joined, for them only", async () => {
    const world = await bookingWorld();
    const startsAt = NOW + 2 * HOUR;
    const { bookingId } = await bookAsOwner(world, { startsAt });
    vi.setSystemTime(startsAt - 5 * MINUTE);
    await world.asOwner.mutation(api.calls.join, { meetingId: bookingId });
    const from = NOW;
    expect(await world.asOwner.query(api.reminders.upcomingConsultations, { from })).toMatchObject([{ bookingId, joined: true }]);
    expect(await world.asVet.query(api.reminders.upcomingConsultations, { from })).toMatchObject([{ bookingId, joined: false }]);
  });

  it("lists the viewer's live consultations and whether they have joined", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world, { startsAt: NOW + 2 * HOUR });
    const from = NOW - HOUR;
    expect(await world.asOwner.query(api.reminders.upcomingConsultations, { from })).toEqual([
      { bookingId, startsAt: NOW + 2 * HOUR, endsAt: NOW + 2 * HOUR + 20 * MINUTE, joined: false },
    ]);
    expect(await world.asVet.query(api.reminders.upcomingConsultations, { from })).toHaveLength(1);
    expect(await world.asOtherOwner.query(api.reminders.upcomingConsultations, { from })).toEqual([]);
    expect(await world.asOtherVet.query(api.reminders.upcomingConsultations, { from })).toEqual([]);
    expect(await world.t.query(api.reminders.upcomingConsultations, { from })).toEqual([]);
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "x",
      quotedRefundMinor: PRICE_MINOR / 2,
    });
    expect(await world.asOwner.query(api.reminders.upcomingConsultations, { from })).toEqual([]);
  });
});
