import { describe, expect, it } from "vitest";
import { api } from "./_generated/api";
import { NOW, bookingWorld, runEachTestAtNow } from "./model/bookings/booking-world.testing";

runEachTestAtNow();

const none = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const MONDAY_9_TO_5 = { ...none, monday: [{ start: "09:00", end: "17:00" }] };

/** Vera, a vet whose account and hours are in Berlin, working Mondays 09:00–17:00. */
async function berlinVet() {
  const world = await bookingWorld();
  await world.t.run(async (ctx) => {
    await ctx.db.patch(world.vetId, { timeZone: "Europe/Berlin" });
    await ctx.db.patch(world.vetUser, { timeZone: "Europe/Berlin" });
  });
  await world.asVet.mutation(api.schedule.setWeeklyHours, { weeklyHours: MONDAY_9_TO_5 });
  return world;
}

const profile = { name: "Vera", phone: null, locale: "en" };

describe("a vet changes their zone on the account page", () => {
  it("keeping the instants moves the clock times, so owners see the same free times", async () => {
    const world = await berlinVet();
    const before = await world.asOwner.query(api.schedule.freeSlots, { vetId: world.vetId, from: NOW, to: NOW + 8 * 86_400_000 });
    await world.asVet.mutation(api.accounts.updateProfile, {
      ...profile,
      timeZone: "America/New_York",
      hoursOnZoneChange: "keepInstants",
    });
    const schedule = await world.asVet.query(api.schedule.mySchedule, {});
    expect(schedule.timeZone).toBe("America/New_York");
    expect(schedule.weeklyHours.monday).toEqual([{ start: "03:00", end: "11:00" }]);
    const after = await world.asOwner.query(api.schedule.freeSlots, { vetId: world.vetId, from: NOW, to: NOW + 8 * 86_400_000 });
    expect(after).toEqual(before);
    expect((await world.asVet.query(api.accounts.viewer, {}))?.timeZone).toBe("America/New_York");
  });

  it("keeping the clock times keeps 09:00–17:00, now in the new zone", async () => {
    const world = await berlinVet();
    await world.asVet.mutation(api.accounts.updateProfile, {
      ...profile,
      timeZone: "America/New_York",
      hoursOnZoneChange: "keepClockTimes",
    });
    const schedule = await world.asVet.query(api.schedule.mySchedule, {});
    expect(schedule.timeZone).toBe("America/New_York");
    expect(schedule.weeklyHours.monday).toEqual([{ start: "09:00", end: "17:00" }]);
  });

  it("one zone per person: the profile's zone and the account's never differ", async () => {
    const world = await berlinVet();
    await world.asVet.mutation(api.vets.setPublished, { published: false });
    const mine = await world.asVet.query(api.vets.myVetProfile, {});
    await world.asVet.mutation(api.vets.updateVetProfile, {
      displayName: mine.displayName,
      bio: mine.bio,
      languages: mine.languages,
      species: mine.species,
      specialties: mine.specialties,
      licenceNumber: mine.licenceNumber,
      licenceCountry: mine.licenceCountry,
      consultationMinutes: mine.consultationMinutes,
      priceMinor: mine.priceMinor,
      currency: mine.currency,
      timeZone: "Europe/Lisbon",
    });
    expect((await world.asVet.query(api.accounts.viewer, {}))?.timeZone).toBe("Europe/Lisbon");
    expect((await world.asVet.query(api.schedule.mySchedule, {})).timeZone).toBe("Europe/Lisbon");
  });
});
