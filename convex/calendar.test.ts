import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import {
  HOUR,
  MINUTE,
  PRICE_MINOR,
  bookAsOwner,
  bookingWorld,
  freshKey,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";
import { readCalendar } from "./model/calendar/read-calendar.testing";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function worldAt(now: number) {
  vi.useFakeTimers();
  vi.setSystemTime(now);
  vi.stubEnv("SITE_URL", "http://app.test");
  return await bookingWorld();
}

/** `raw` is the file with its folded lines joined again, so a word split by folding is still found. */
const parseInvite = (ics: string) => ({ ...readCalendar(ics), raw: ics.replace(/\r\n[ \t]/g, "") });

/** Every email to one address, oldest first, with its invite parsed. */
async function mailTo(world: BookingWorld, email: string) {
  const rows: Doc<"emailOutbox">[] = await world.t.run((ctx) =>
    ctx.db
      .query("emailOutbox")
      .withIndex("by_recipient_and_created", (q) => q.eq("recipient", email))
      .collect(),
  );
  return rows.map((row) => ({
    ...row,
    invites: (row.attachments ?? []).map((attachment) => ({ ...attachment, parsed: parseInvite(attachment.content) })),
  }));
}

const invitesIn = (mail: Awaited<ReturnType<typeof mailTo>>) => mail.flatMap((row) => row.invites);

describe("calendar invites through book → reschedule → cancel", () => {
  it("go without a join link when the app's address is not configured", async () => {
    const world = await worldAt(Date.UTC(2026, 10, 21, 10, 0));
    vi.stubEnv("SITE_URL", "");
    await bookAsOwner(world, { startsAt: Date.UTC(2026, 10, 24, 10, 0) });
    const [invite] = invitesIn(await mailTo(world, "olivia@example.test"));
    expect(invite?.parsed.method).toBe("REQUEST");
    expect(invite?.parsed.raw).not.toMatch(/^(URL|LOCATION):/m);
    expect(invite?.parsed.description).not.toContain("/call/");
    expect(invite?.parsed.description).toContain("quiet room");
  });

  const NOW = Date.UTC(2026, 10, 21, 10, 0);
  const SLOT = NOW + 72 * HOUR;

  it("keep one UID, raise SEQUENCE on every change, and end with METHOD:CANCEL, for owner and vet", async () => {
    const world = await worldAt(NOW);
    const { bookingId } = await bookAsOwner(world, { startsAt: SLOT, reason: "Limping badly since Tuesday" });
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + 2 * HOUR });
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "Feeling better",
      quotedRefundMinor: PRICE_MINOR,
    });

    for (const [email, otherSide] of [
      ["olivia@example.test", "vera@example.test"],
      ["vera@example.test", "olivia@example.test"],
    ] as const) {
      const mail = await mailTo(world, email);
      const invites = invitesIn(mail);
      expect(mail.map((row) => [row.kind, row.invites.length])).toEqual([
        ["bookingConfirmed", 1],
        ["bookingRescheduled", 1],
        ["bookingCancelled", 1],
      ]);
      expect(invites.map((invite) => invite.contentType)).toEqual([
        "text/calendar; method=REQUEST; charset=UTF-8",
        "text/calendar; method=REQUEST; charset=UTF-8",
        "text/calendar; method=CANCEL; charset=UTF-8",
      ]);
      const parsed = invites.map((invite) => invite.parsed);
      expect(parsed.map((invite) => invite.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
      expect(new Set(parsed.map((invite) => invite.uid))).toEqual(new Set([`booking-${bookingId}@vetline`]));
      expect(parsed.map((invite) => invite.sequence)).toEqual([0, 1, 2]);
      expect(parsed.map((invite) => invite.status)).toEqual(["CONFIRMED", "CONFIRMED", "CANCELLED"]);
      expect(parsed.map((invite) => invite.startsAt)).toEqual([SLOT, SLOT + 2 * HOUR, SLOT + 2 * HOUR]);
      expect(parsed[0]?.endsAt).toBe(SLOT + 20 * MINUTE);
      for (const invite of parsed) {
        expect(invite.startZone).toBe("UTC");
        expect(invite.description).toContain(`/en/call/${bookingId}/prepare`);
        expect(invite.raw).not.toContain("Limping");
        expect(invite.raw).not.toContain("Feeling better");
        expect(invite.raw).toContain(`mailto:${email}`);
        expect(invite.raw, "the other side's address").not.toContain(otherSide);
      }
    }
  });

  it("the download on the booking page is the same entry (UID, SEQUENCE) as the latest email", async () => {
    const world = await worldAt(NOW);
    const { bookingId } = await bookAsOwner(world, { startsAt: SLOT });
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR });
    const entry = await world.asOwner.query(api.calendar.consultationCalendarEntry, { bookingId });
    if (entry === null) throw new Error("no calendar entry");
    const download = parseInvite(entry.ics);
    expect(download.method).toBe("PUBLISH");
    expect(download.uid).toBe(`booking-${bookingId}@vetline`);
    expect(download.sequence).toBe(1);
    expect(download.startsAt).toBe(SLOT + HOUR);
    expect(new URL(entry.googleUrl).searchParams.get("text")).toBe(download.summary);
    expect(new URL(entry.outlookUrl).searchParams.get("startdt")).toBe(new Date(SLOT + HOUR).toISOString());
    const forVet = parseInvite((await world.asVet.query(api.calendar.consultationCalendarEntry, { bookingId }))!.ics);
    expect(forVet.uid).toBe(download.uid);
  });

  it("refuses the entry to anyone but the booking's owner and vet", async () => {
    const world = await worldAt(NOW);
    const { bookingId } = await bookAsOwner(world, { startsAt: SLOT });
    await expect(world.asOtherOwner.query(api.calendar.consultationCalendarEntry, { bookingId })).rejects.toThrow(/NOT_FOUND/);
    await expect(world.asOtherVet.query(api.calendar.consultationCalendarEntry, { bookingId })).rejects.toThrow(/NOT_FOUND/);
    await expect(world.t.query(api.calendar.consultationCalendarEntry, { bookingId })).rejects.toThrow(/NOT_AUTHENTICATED/);
  });

  it("is written in each recipient's locale", async () => {
    const world = await worldAt(NOW);
    await world.t.run(async (ctx) => {
      await ctx.db.patch(world.owner, { locale: "de" });
      await ctx.db.patch(world.vetUser, { locale: "fr" });
    });
    const { bookingId } = await bookAsOwner(world, { startsAt: SLOT });
    const [ownerInvite] = invitesIn(await mailTo(world, "olivia@example.test"));
    const [vetInvite] = invitesIn(await mailTo(world, "vera@example.test"));
    expect(ownerInvite?.parsed.summary).toBe("Videosprechstunde: Rex bei Dr Vera");
    expect(ownerInvite?.parsed.description).toContain(`/de/call/${bookingId}/prepare`);
    expect(vetInvite?.parsed.summary).toBe("Téléconsultation\u00a0: Rex avec olivia");
    expect(vetInvite?.parsed.description).toContain(`/fr/call/${bookingId}/prepare`);
    expect(vetInvite?.parsed.description).not.toContain("votre animal");
  });

  it("gives each viewer of the booking page their own entry, in the page's locale", async () => {
    const world = await worldAt(NOW);
    await world.t.run(async (ctx) => {
      await ctx.db.patch(world.owner, { locale: "de" });
      await ctx.db.patch(world.vetUser, { locale: "de" });
    });
    const { bookingId } = await bookAsOwner(world, { startsAt: SLOT });
    const forVet = await world.asVet.query(api.calendar.consultationCalendarEntry, { bookingId, locale: "fr" });
    if (forVet === null) throw new Error("no calendar entry");
    const vetFile = parseInvite(forVet.ics);
    expect(vetFile.summary).toBe("Téléconsultation\u00a0: Rex avec olivia");
    expect(vetFile.description).toContain(`/fr/call/${bookingId}/prepare`);
    expect(vetFile.raw).not.toMatch(/Videosprechstunde|Ihr Tier|\/de\//);
    const google = new URL(forVet.googleUrl).searchParams;
    expect(google.get("text")).toBe("Téléconsultation\u00a0: Rex avec olivia");
    expect(google.get("location")).toContain(`/fr/call/${bookingId}/prepare`);
    const outlook = new URL(forVet.outlookUrl).searchParams;
    expect(outlook.get("subject")).toBe("Téléconsultation\u00a0: Rex avec olivia");
    expect(outlook.get("body")).toContain("olivia a réservé une consultation vidéo avec vous pour Rex");
    const forOwner = await world.asOwner.query(api.calendar.consultationCalendarEntry, { bookingId, locale: "es" });
    expect(parseInvite(forOwner!.ics).summary).toBe("Videoconsulta: Rex con Dr Vera");
  });
});

/**
 * Booked before a daylight-saving change, held after it: the invite's UTC instant is the one picked, the email
 * shows the recipient's wall clock after the change, and the reminders stay a real 24 h / 1 h before.
 */
describe.each([
  { zone: "Europe/Berlin", change: "spring", now: Date.UTC(2026, 2, 20, 10), start: Date.UTC(2026, 2, 30, 8), wall: "10:00", label: "GMT+2" },
  { zone: "Europe/Berlin", change: "autumn", now: Date.UTC(2026, 9, 20, 10), start: Date.UTC(2026, 9, 26, 9), wall: "10:00", label: "GMT+1" },
  { zone: "America/New_York", change: "spring", now: Date.UTC(2026, 2, 1, 15), start: Date.UTC(2026, 2, 9, 14), wall: "10:00", label: "GMT-4" },
  { zone: "America/New_York", change: "autumn", now: Date.UTC(2026, 9, 25, 12), start: Date.UTC(2026, 10, 2, 15), wall: "10:00", label: "GMT-5" },
])("$zone across the $change change", ({ zone, now, start, wall, label }) => {
  it(`a 10:00 consultation stays at 10:00 local (${label})`, async () => {
    const world = await worldAt(now);
    await world.t.run(async (ctx) => {
      await ctx.db.patch(world.owner, { timeZone: zone });
    });
    const { bookingId } = await bookAsOwner(world, { startsAt: start });
    const [confirmation] = await mailTo(world, "olivia@example.test");
    const invite = confirmation?.invites[0]?.parsed;
    expect(invite?.startsAt).toBe(start);
    expect(invite?.raw).toContain(`DTSTART:${new Date(start).toISOString().replace(/[-:]/g, "").replace(".000", "")}`);
    expect(confirmation?.text).toContain(wall);
    expect(confirmation?.text).toContain(label);
    const reminders = await world.t.run((ctx) =>
      ctx.db
        .query("consultationReminders")
        .withIndex("by_booking_and_lead", (q) => q.eq("bookingId", bookingId as Id<"bookings">))
        .collect(),
    );
    expect(Object.fromEntries(reminders.map((row) => [row.lead, start - row.dueAt]))).toEqual({
      dayBefore: 24 * HOUR,
      hourBefore: HOUR,
    });
  });
});
