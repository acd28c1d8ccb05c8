import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";
import { signInPage } from "./support/fixtures";
import { uiText } from "./support/ui-text";

/**
 * Query subscriptions the page asks the backend for and the backend's answers, in the order they crossed the
 * page's WebSocket (Convex's ModifyQuerySet and Transition messages).
 */
function watchSubscriptions(page: Page) {
  const log: Array<{ kind: "added"; queryId: number; udfPath: string; args: string } | { kind: "answered"; queryId: number }> =
    [];
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type?: string;
        modifications?: Array<{ type: string; queryId: number; udfPath?: string; args?: unknown }>;
      };
      if (message.type !== "ModifyQuerySet") return;
      for (const modification of message.modifications ?? []) {
        if (modification.type === "Add")
          log.push({
            kind: "added",
            queryId: modification.queryId,
            udfPath: modification.udfPath ?? "",
            args: JSON.stringify(modification.args),
          });
      }
    });
    socket.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type?: string;
        modifications?: Array<{ type: string; queryId: number }>;
      };
      if (message.type !== "Transition") return;
      for (const modification of message.modifications ?? []) {
        if (modification.type === "QueryUpdated") log.push({ kind: "answered", queryId: modification.queryId });
      }
    });
  });
  const of = (udfPath: string) =>
    log.flatMap((entry, position) =>
      entry.kind === "added" && entry.udfPath === udfPath ? [{ ...entry, position }] : [],
    );
  const answeredAt = (queryId: number) =>
    log.findIndex((entry) => entry.kind === "answered" && entry.queryId === queryId);
  return { of, isAnswered: (queryId: number) => answeredAt(queryId) >= 0, answeredAt };
}

/** Records every aria-label ever inserted (loading skeletons announce themselves with one). */
async function recordLabelsPainted(page: Page) {
  await page.evaluate(() => {
    const labels: string[] = [];
    (window as unknown as { __labels: string[] }).__labels = labels;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll("[aria-label]")]) {
            const label = element.getAttribute("aria-label");
            if (label) labels.push(label);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

const labelsPainted = (page: Page) => page.evaluate(() => (window as unknown as { __labels: string[] }).__labels);

test("hovering a vet card starts its free-times query; the click then shows the times with no loading state", async ({
  page,
  navigate,
}) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  const subscriptions = watchSubscriptions(page);
  await navigate("/$locale/veterinarians/", { locale: "de" }, { q: vet.displayName });
  const card = page.getByRole("link", { name: vet.displayName });
  await expect(card).toBeVisible();
  expect(subscriptions.of("schedule:freeSlots"), "the directory itself does not read free times").toHaveLength(0);

  await card.hover();
  await expect
    .poll(() => subscriptions.of("schedule:freeSlots").length, { message: "hovering started the slots query" })
    .toBe(1);
  await expect.poll(() => subscriptions.of("vets:vetDetail").length).toBeGreaterThan(0);
  const [slotsQuery] = subscriptions.of("schedule:freeSlots");
  await expect
    .poll(() => subscriptions.isAnswered(slotsQuery!.queryId), { message: "the backend answered it" })
    .toBe(true);

  await recordLabelsPainted(page);
  await card.click();
  const slots = page.getByRole("region", { name: uiText("de", "Free times in the next 14 days") });
  await expect(slots.getByRole("link").first()).toBeVisible();
  const loadingStates = (await labelsPainted(page)).filter(
    (label) =>
      label.includes(uiText("de", "Loading free times…")) ||
      label.includes(uiText("de", "Loading the veterinarian's profile…")),
  );
  expect(loadingStates, "neither the profile nor the free times showed a loading state").toEqual([]);
  expect(subscriptions.of("schedule:freeSlots"), "the page used the subscription the hover started").toHaveLength(1);
});

test("the booking page asks for the vet, pets, cards and the week's times at once", async ({ page }) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);
  const subscriptions = watchSubscriptions(page);
  await page.goto(`/fr/bookings/book/${vet.vetId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => subscriptions.of("schedule:freeSlots").length).toBeGreaterThan(0);
  const pageQueries = ["vets:vetDetail", "pets:myPets", "payments:listPaymentMethods"].map(
    (udfPath) => subscriptions.of(udfPath)[0],
  );
  const [slotsQuery] = subscriptions.of("schedule:freeSlots");
  for (const query of pageQueries) {
    expect(query, "every query of the page was asked for").toBeDefined();
    const answered = subscriptions.answeredAt(query!.queryId);
    // Before: the week's times were asked for only once vet, pets and cards had arrived and the page had rendered.
    expect(answered < 0 || slotsQuery!.position < answered, `${query!.udfPath}'s answer was not waited for`).toBe(true);
  }
  for (const udfPath of ["vets:vetDetail", "pets:myPets", "payments:listPaymentMethods"]) {
    expect(subscriptions.of(udfPath), `${udfPath} is asked for once`).toHaveLength(1);
  }
  // Each week's times once. Late on a Sunday the vet's first free time is next week: the picker then asks for that
  // week too, once the vet's next free time has arrived (the page cannot know it sooner).
  const weeksAsked = subscriptions.of("schedule:freeSlots").map((query) => query.args);
  expect(new Set(weeksAsked).size, "schedule:freeSlots is asked for once a week").toBe(weeksAsked.length);
  expect(weeksAsked.length).toBeLessThanOrEqual(2);
});

test("resting the pointer on another language only prepares it: the page stays in its language until clicked", async ({
  page,
  navigate,
}) => {
  await navigate("/$locale/privacy", { locale: "en" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  const french = page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /Français/ });
  const catalog = page.waitForResponse((response) => /\/assets\/messages-[\w-]+\.js$/.test(response.url()));
  await french.hover();
  await catalog;
  await page.waitForTimeout(300);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await expect(page).toHaveTitle("Privacy · Vetline");
  await french.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confidentialité");
});
