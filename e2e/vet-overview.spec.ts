import { api } from "../convex/_generated/api";
import { expect, signInPage, test } from "./support/fixtures";
import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock } from "./support/scenarios";
import { wallClockAt, weekdayAt, zoneAtMidday } from "./support/time-zones";

test("the vet overview shows bookings, a waiting owner and cancellations live", async ({ page, navigate }) => {
  const now = Date.now();
  const { timeZone, offsetHours } = zoneAtMidday(now);
  // Today's hours start two minutes from now, so the first booking's join window is already open.
  const today = weekdayAt(now, offsetHours);
  const weeklyHours = { ...roundTheClock, [today]: [{ start: wallClockAt(now + 2 * 60_000, offsetHours), end: "23:00" }] };
  const vet = await publishedVet({ timeZone, weeklyHours, minimumNoticeMinutes: 0 });
  const owner = await ownerReadyToBook({ petName: "Mochi" });
  const slots = await freeSlots(vet, now, 3);
  const soon = slots[0]!;
  const tomorrow = slots.find((slot) => slot.startsAt > now + 20 * 3_600_000)!;
  const laterBooking = await book(owner, vet, tomorrow.startsAt, "Annual check of her teeth");

  await signInPage(page, vet.account);
  await navigate("/$locale/vet/overview", { locale: "en" });
  const todaySection = page.getByRole("region", { name: "Today" });
  const comingUp = page.getByRole("region", { name: "Coming up" });
  await expect(page.getByRole("heading", { level: 1, name: "Your day" })).toBeVisible();
  await expect(todaySection.getByText("No consultations today")).toBeVisible();
  await expect(comingUp.getByText("Annual check of her teeth")).toBeVisible();

  const soonBooking = await book(owner, vet, soon.startsAt, "Limping since this morning");
  const soonCard = todaySection.getByRole("article").filter({ hasText: "Limping since this morning" });
  await expect(soonCard).toBeVisible();
  await expect(soonCard).toHaveClass(/live-highlight/);
  await expect(soonCard.getByRole("link", { name: "Join the consultation" })).toBeVisible();

  await owner.client.mutation(api.calls.enterPrepare, { meetingId: soonBooking });
  await expect(soonCard.getByText("The owner is waiting in the prepare room")).toBeVisible();

  const quote = await owner.client.query(api.bookings.cancellationQuote, { bookingId: laterBooking });
  await owner.client.mutation(api.bookings.cancelByOwner, {
    commandKey: `cancel-${laterBooking}`,
    bookingId: laterBooking,
    reason: "She is fine again",
    quotedRefundMinor: quote.refundMinor,
  });
  await expect(comingUp.getByText("Annual check of her teeth")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Last 30 days" })).toBeVisible();
});
