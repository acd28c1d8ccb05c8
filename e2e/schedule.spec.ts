import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../convex/_generated/api";
import { expect, signInPage, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock } from "./support/scenarios";

const DAY_MS = 86_400_000;
const ZONE = "Europe/Berlin";

const berlinDate = (instant: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);
const berlinWeekday = (instant: number) => new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, weekday: "long" }).format(instant);
const berlinTime = (instant: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

test("a vet's hours and date changes reach an owner's view of the free slots live; bookings outside the hours stay flagged", async ({
  page,
  navigate,
}) => {
  const now = Date.now();
  const vet = await publishedVet({ timeZone: ZONE, weeklyHours: roundTheClock, minimumNoticeMinutes: 0 });
  const owner = await ownerReadyToBook();
  const saturdayMorning = (await freeSlots(vet, now, 8)).find(
    (slot) => berlinWeekday(slot.startsAt) === "Saturday" && berlinTime(slot.startsAt) === "10:00",
  );
  if (saturdayMorning === undefined) throw new Error("no Saturday 10:00 slot in the next week");
  await book(owner, vet, saturdayMorning.startsAt, "Itchy paws");

  // The owner's view: a live subscription to the same query the vet page for owners uses.
  const ownerView = new ConvexClient(e2eUrls.backend, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket });
  let ownerSlots: Array<{ startsAt: number; endsAt: number }> | undefined;
  ownerView.onUpdate(api.schedule.freeSlots, { vetId: vet.vetId, from: now, to: now + 14 * DAY_MS }, (slots) => {
    ownerSlots = slots;
  });
  const tomorrow = berlinDate(now + DAY_MS);
  await expect.poll(() => ownerSlots?.some((slot) => berlinDate(slot.startsAt) === tomorrow)).toBe(true);

  try {
    await signInPage(page, vet.account);
    await navigate("/$locale/vet/schedule", { locale: "en" });
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();

    const dateChanges = page.getByRole("region", { name: "Date changes" });
    await dateChanges.getByLabel("Date", { exact: true }).fill(tomorrow);
    await dateChanges.getByRole("button", { name: "Save date change" }).click();
    await expect(dateChanges.getByRole("listitem").filter({ hasText: "Day off" })).toBeVisible();
    await expect.poll(() => ownerSlots?.some((slot) => berlinDate(slot.startsAt) === tomorrow)).toBe(false);

    const weeklyHours = page.getByRole("form", { name: "Weekly hours" });
    await weeklyHours.getByRole("button", { name: "Fill in Monday to Friday, 09:00–17:00" }).click();
    await weeklyHours.getByRole("button", { name: "Save weekly hours" }).click();
    await expect
      .poll(() =>
        ownerSlots?.every(
          (slot) =>
            !["Saturday", "Sunday"].includes(berlinWeekday(slot.startsAt)) &&
            berlinTime(slot.startsAt) >= "09:00" &&
            berlinTime(slot.endsAt) <= "17:00",
        ),
      )
      .toBe(true);
    expect(ownerSlots?.length).toBeGreaterThan(0);

    // The Saturday booking is kept, and flagged for the vet to handle.
    await expect(page.getByText("1 upcoming consultation is outside your hours.", { exact: false })).toBeVisible();
    const calendar = page.getByRole("region", { name: "Coming weeks" });
    await expect(calendar.getByText("Outside your hours")).toBeVisible();
  } finally {
    await ownerView.close();
  }
});
