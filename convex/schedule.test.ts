import { convexTest } from "convex-test";
import { insertRecordedBooking } from "./model/bookings/recorded-booking.testing";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { freeSlots } from "./shared/slots/free-slots";
import schema from "./schema";
import { modules } from "./test.setup";

const newTest = () => convexTest(schema, modules);
type TestConvex = ReturnType<typeof newTest>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Saturday 21 November 2026, 10:00 UTC (11:00 in Berlin). */
const NOW = Date.UTC(2026, 10, 21, 10, 0);

const weekdays = (intervals: { start: string; end: string }[]) => ({
  monday: intervals,
  tuesday: intervals,
  wednesday: intervals,
  thursday: intervals,
  friday: intervals,
  saturday: [],
  sunday: [],
});
const officeHours = weekdays([{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }]);
const rules = { bufferBeforeMinutes: 0, bufferAfterMinutes: 10, minimumNoticeMinutes: 60, horizonDays: 30 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function insertUser(t: TestConvex, role: "owner" | "vet") {
  const userId = await t.run(async (ctx) => await ctx.db.insert("users", { name: role, role }));
  return { userId, as: t.withIdentity({ subject: `${userId}|session-${userId}` }) };
}

async function insertVet(t: TestConvex, options: { timeZone?: string; published?: boolean } = {}) {
  const { userId, as } = await insertUser(t, "vet");
  const vetId = await t.run(
    async (ctx) =>
      await ctx.db.insert("vetProfiles", {
        userId,
        displayName: "Dr. Vera",
        bio: { en: "Cats" },
        languages: ["en"],
        species: ["cat"],
        specialties: [],
        licenceNumber: "L-1",
        licenceCountry: "DE",
        consultationMinutes: 30,
        priceMinor: 4500,
        currency: "EUR",
        timeZone: options.timeZone ?? "Europe/Berlin",
        published: options.published ?? true,
        searchText: "Dr. Vera",
        nextSlotSortKey: Number.MAX_SAFE_INTEGER,
      }),
  );
  return { userId, vetId, as };
}

async function insertBooking(
  t: TestConvex,
  vet: { vetId: Id<"vetProfiles">; userId: Id<"users"> },
  startsAt: number,
  status: "confirmed" | "cancelled" = "confirmed",
) {
  return await t.run(async (ctx) => {
    const ownerId = await ctx.db.insert("users", { name: "owner", role: "owner" });
    const petId = await ctx.db.insert("pets", {
      ownerId,
      name: "Mia",
      species: "cat",
      sex: "female",
      allergies: [],
      medications: [],
      archived: false,
    });
    const paymentMethodId = await ctx.db.insert("paymentMethods", {
      ownerId,
      provider: "test",
      token: "tok",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
      createdAt: NOW,
    });
    const terms = {
      vetId: vet.vetId,
      vetUserId: vet.userId,
      ownerId,
      petId,
      startsAt,
      endsAt: startsAt + HOUR / 2,
      reason: "Sneezing",
      intakeAnswers: [],
      paymentMethodId,
      priceMinor: 4500,
      currency: "EUR",
    };
    return await insertRecordedBooking(ctx, terms, status);
  });
}

async function expectError(promise: Promise<unknown>, data: Record<string, unknown>) {
  await expect(promise).rejects.toMatchObject({ data: expect.objectContaining(data) });
}

describe("schedule functions are for vets only", () => {
  test("anonymous visitors and owners are refused", async () => {
    const t = newTest();
    await insertVet(t);
    const owner = await insertUser(t, "owner");
    const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
      client.query(api.schedule.mySchedule, {}),
      client.query(api.schedule.calendar, { from: NOW, to: NOW + DAY }),
      client.query(api.schedule.bookingsOutsideHours, {}),
      client.mutation(api.schedule.setWeeklyHours, { weeklyHours: officeHours }),
      client.mutation(api.schedule.setOverride, { date: "2026-12-01", intervals: [] }),
      client.mutation(api.schedule.removeOverride, { date: "2026-12-01" }),
      client.mutation(api.schedule.setBookingRules, rules),
      client.mutation(api.schedule.setPaused, { paused: true }),
    ];
    for (const call of calls(t)) await expectError(call, { code: "NOT_AUTHENTICATED" });
    for (const call of calls(owner.as)) await expectError(call, { code: "FORBIDDEN_ROLE" });
    const schedules = await t.run(async (ctx) => await ctx.db.query("schedules").collect());
    expect(schedules).toEqual([]);
  });

  test("a vet edits their own schedule and reads it back", async () => {
    const t = newTest();
    const vet = await insertVet(t);
    expect(await vet.as.query(api.schedule.mySchedule, {})).toMatchObject({ saved: false, paused: false, horizonDays: 60, minimumNoticeMinutes: 60 });

    await vet.as.mutation(api.schedule.setWeeklyHours, { weeklyHours: officeHours });
    await vet.as.mutation(api.schedule.setBookingRules, rules);
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-24", intervals: [] });
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-23", intervals: [{ start: "14:00", end: "15:00" }] });
    await vet.as.mutation(api.schedule.setPaused, { paused: true });

    expect(await vet.as.query(api.schedule.mySchedule, {})).toEqual({
      timeZone: "Europe/Berlin",
      slotMinutes: 30,
      weeklyHours: officeHours,
      ...rules,
      paused: true,
      saved: true,
      today: "2026-11-21",
      overrides: [
        { date: "2026-11-23", intervals: [{ start: "14:00", end: "15:00" }] },
        { date: "2026-11-24", intervals: [] },
      ],
    });

    await vet.as.mutation(api.schedule.removeOverride, { date: "2026-11-24" });
    expect((await vet.as.query(api.schedule.mySchedule, {})).overrides.map((o) => o.date)).toEqual(["2026-11-23"]);
  });
});

describe("schedule validation", () => {
  test("rejects malformed, inverted, overlapping and too many intervals, per field", async () => {
    const t = newTest();
    const vet = await insertVet(t);
    const hours = (monday: { start: string; end: string }[]) => ({ weeklyHours: { ...officeHours, monday } });

    await expectError(vet.as.mutation(api.schedule.setWeeklyHours, hours([{ start: "9:00", end: "12:00" }])), {
      code: "INVALID_INPUT",
      fields: { "monday.0.start": "invalid_time" },
    });
    await expectError(vet.as.mutation(api.schedule.setWeeklyHours, hours([{ start: "12:00", end: "09:00" }])), {
      code: "INVALID_INPUT",
      fields: { "monday.0.end": "end_before_start" },
    });
    await expectError(
      vet.as.mutation(api.schedule.setWeeklyHours, hours([{ start: "09:00", end: "12:00" }, { start: "11:30", end: "13:00" }])),
      { code: "INVALID_INPUT", fields: { "monday.1.start": "overlapping_intervals" } },
    );
    const many = Array.from({ length: 9 }, (_, hour) => ({ start: `${10 + hour}:00`, end: `${10 + hour}:30` }));
    await expectError(vet.as.mutation(api.schedule.setWeeklyHours, hours(many)), {
      code: "INVALID_INPUT",
      fields: { "monday": "too_many_intervals" },
    });
    // Touching intervals and an end at midnight are fine.
    await vet.as.mutation(api.schedule.setWeeklyHours, hours([{ start: "09:00", end: "12:00" }, { start: "12:00", end: "24:00" }]));
  });

  test("overrides must be dated from today in the vet's zone", async () => {
    const t = newTest();
    // 10:00 UTC is already 23:00 on 21 November in Auckland (UTC+13).
    vi.setSystemTime(Date.UTC(2026, 10, 21, 11, 30));
    const vet = await insertVet(t, { timeZone: "Pacific/Auckland" });
    await expectError(vet.as.mutation(api.schedule.setOverride, { date: "2026-11-21", intervals: [] }), {
      code: "INVALID_INPUT",
      fields: { date: "past_date" },
    });
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-22", intervals: [] });
    await expectError(vet.as.mutation(api.schedule.setOverride, { date: "2026-02-30", intervals: [] }), {
      fields: { date: "invalid_date" },
    });
    await expectError(vet.as.mutation(api.schedule.setOverride, { date: "2028-01-01", intervals: [] }), {
      fields: { date: "too_far_ahead" },
    });
  });

  test("booking rules must be whole numbers within bounds", async () => {
    const t = newTest();
    const vet = await insertVet(t);
    await expectError(vet.as.mutation(api.schedule.setBookingRules, { ...rules, horizonDays: 0 }), {
      code: "INVALID_INPUT",
      fields: { horizonDays: "out_of_range" },
    });
    await expectError(vet.as.mutation(api.schedule.setBookingRules, { ...rules, minimumNoticeMinutes: 1.5 }), {
      fields: { minimumNoticeMinutes: "not_whole_number" },
    });
    await expectError(vet.as.mutation(api.schedule.setBookingRules, { ...rules, bufferBeforeMinutes: -5 }), {
      fields: { bufferBeforeMinutes: "out_of_range" },
    });
    // A whole number past 2^53 (what 9999999999999999 typed becomes) is out of range, not "not whole".
    await expectError(vet.as.mutation(api.schedule.setBookingRules, { ...rules, minimumNoticeMinutes: 1e16 }), {
      fields: { minimumNoticeMinutes: "out_of_range" },
    });
  });
});

describe("free slots for owners", () => {
  async function scheduledVet(t: TestConvex) {
    const vet = await insertVet(t);
    await vet.as.mutation(api.schedule.setWeeklyHours, { weeklyHours: officeHours });
    await vet.as.mutation(api.schedule.setBookingRules, rules);
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-25", intervals: [{ start: "18:00", end: "19:00" }] });
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-26", intervals: [] });
    return vet;
  }

  test("returns exactly the slot module's output for the stored schedule and bookings", async () => {
    const t = newTest();
    const vet = await scheduledVet(t);
    // Monday 23 November, 10:00 Berlin (09:00 UTC), and a cancelled one that frees its time.
    await insertBooking(t, vet, Date.UTC(2026, 10, 23, 9, 0));
    await insertBooking(t, vet, Date.UTC(2026, 10, 23, 13, 0), "cancelled");
    const owner = await insertUser(t, "owner");
    const window = { from: NOW, to: NOW + 14 * DAY };

    const served = await owner.as.query(api.schedule.freeSlots, { vetId: vet.vetId, ...window });

    const expected = freeSlots({
      availability: {
        timeZone: "Europe/Berlin",
        weeklyHours: officeHours,
        overrides: [
          { date: "2026-11-25", intervals: [{ start: "18:00", end: "19:00" }] },
          { date: "2026-11-26", intervals: [] },
        ],
      },
      rules,
      slotMinutes: 30,
      paused: false,
      bookings: [{ startsAt: Date.UTC(2026, 10, 23, 9, 0), endsAt: Date.UTC(2026, 10, 23, 9, 30) }],
      now: NOW,
      window,
    });
    expect(served).toEqual(expected);
    expect(served.length).toBeGreaterThan(50);
    expect(served.some((slot) => slot.startsAt === Date.UTC(2026, 10, 23, 9, 0))).toBe(false);
    expect(served.some((slot) => slot.startsAt === Date.UTC(2026, 10, 23, 13, 0))).toBe(true);
    expect(await t.query(api.schedule.freeSlots, { vetId: vet.vetId, ...window })).toEqual(expected);
  });

  test("reflects a change of hours and the pause switch on the next read", async () => {
    const t = newTest();
    const vet = await scheduledVet(t);
    const window = { vetId: vet.vetId, from: NOW, to: NOW + 7 * DAY };
    const before = await t.query(api.schedule.freeSlots, window);
    await vet.as.mutation(api.schedule.setOverride, { date: "2026-11-23", intervals: [] });
    const after = await t.query(api.schedule.freeSlots, window);
    // Monday 23 November had 09:00–12:00 and 13:00–17:00: fourteen half hours.
    expect(after.length).toBe(before.length - 14);
    await vet.as.mutation(api.schedule.setPaused, { paused: true });
    expect(await t.query(api.schedule.freeSlots, window)).toEqual([]);
  });

  test("an unpublished vet has no free times for anyone but themselves; unknown ids are not found", async () => {
    const t = newTest();
    const vet = await insertVet(t, { published: false });
    await vet.as.mutation(api.schedule.setWeeklyHours, { weeklyHours: officeHours });
    const owner = await insertUser(t, "owner");
    const window = { from: NOW, to: NOW + 7 * DAY };
    expect(await owner.as.query(api.schedule.freeSlots, { vetId: vet.vetId, ...window })).toEqual([]);
    expect(await t.query(api.schedule.freeSlots, { vetId: vet.vetId, ...window })).toEqual([]);
    await expectError(t.query(api.schedule.freeSlots, { vetId: "not-an-id", ...window }), { code: "NOT_FOUND" });
    expect((await vet.as.query(api.schedule.freeSlots, { vetId: vet.vetId, ...window })).length).toBeGreaterThan(0);
  });

  test("keeps the directory's next free slot up to date", async () => {
    const t = newTest();
    const vet = await scheduledVet(t);
    const nextFree = async () => (await t.run(async (ctx) => await ctx.db.get(vet.vetId)))?.nextFreeSlotAt;
    // Saturday 11:00 Berlin: the first slot is Monday 09:00 Berlin (08:00 UTC).
    expect(await nextFree()).toBe(Date.UTC(2026, 10, 23, 8, 0));
    await vet.as.mutation(api.schedule.setPaused, { paused: true });
    expect(await nextFree()).toBeUndefined();
  });
});

describe("bookings outside the vet's hours", () => {
  test("stay booked and are flagged after the vet changes their hours", async () => {
    const t = newTest();
    const vet = await insertVet(t);
    await vet.as.mutation(api.schedule.setWeeklyHours, { weeklyHours: officeHours });
    const mondayMorning = Date.UTC(2026, 10, 23, 9, 0);
    const bookingId = await insertBooking(t, vet, mondayMorning);
    expect(await vet.as.query(api.schedule.bookingsOutsideHours, {})).toEqual([]);

    await vet.as.mutation(api.schedule.setWeeklyHours, { weeklyHours: weekdays([{ start: "13:00", end: "17:00" }]) });

    expect(await vet.as.query(api.schedule.bookingsOutsideHours, {})).toEqual([
      { bookingId, startsAt: mondayMorning, endsAt: mondayMorning + HOUR / 2 },
    ]);
    const calendar = await vet.as.query(api.schedule.calendar, { from: NOW, to: NOW + 7 * DAY });
    expect(calendar.bookings).toEqual([
      { bookingId, startsAt: mondayMorning, endsAt: mondayMorning + HOUR / 2, status: "confirmed", interruption: null, outsideHours: true },
    ]);
    expect(calendar.available[0]).toEqual({ startsAt: Date.UTC(2026, 10, 23, 12, 0), endsAt: Date.UTC(2026, 10, 23, 16, 0) });
    expect(await t.run(async (ctx) => (await ctx.db.get(bookingId))?.status)).toBe("confirmed");
  });
});

describe("the vet's calendar", () => {
  test("shows hours round the clock on every day they cover, not as one span on the first day", async () => {
    const t = newTest();
    const vet = await insertVet(t);
    const allDay = [{ start: "00:00", end: "24:00" }];
    await vet.as.mutation(api.schedule.setWeeklyHours, {
      weeklyHours: { ...weekdays(allDay), saturday: allDay, sunday: allDay },
    });
    // Three Berlin days (CET, UTC+1) from Monday 23 November 2026.
    const from = Date.UTC(2026, 10, 22, 23, 0);
    const calendar = await vet.as.query(api.schedule.calendar, { from, to: from + 3 * DAY });
    expect(calendar.available).toEqual([0, 1, 2].map((day) => ({ startsAt: from + day * DAY, endsAt: from + (day + 1) * DAY })));
  });
});
