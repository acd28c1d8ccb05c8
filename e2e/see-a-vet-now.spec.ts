import type { Locator, Page } from "@playwright/test";
import { expectRemoteVideoPlaying, signedInPage } from "./support/call-pages";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, recordLiveRegions } from "./support/keyboard";
import { horizontalOverflow } from "./support/page-checks";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

/**
 * "See a vet now" in two browsers: a vet switches "Available now" on from the overview, an owner asks for a vet,
 * the vet sees the request arrive live and accepts, and both land in the consultation's prepare room. Each test's
 * vet speaks a language no other test's vet speaks, so parallel runs never match each other's requests.
 */
const phone = { width: 390, height: 844 } as const;

async function goAvailable(page: Page, locale: string, name: RegExp) {
  await page.goto(`/${locale}/vet/overview`);
  const toggle = page.getByRole("switch", { name });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
}

/** Presses Tab until the control has focus, as someone using the keyboard alone would. */
async function tabTo(page: Page, control: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

test.describe("see a vet now", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an owner asks, the vet sees it live and accepts, both are in the call with video", async ({ browser }) => {
    const vet = await publishedVet({ languages: ["en", "ga"], species: ["dog"] });
    const owner = await ownerReadyToBook({ petName: "Bella" });
    const vetSide = await signedInPage(browser, vet.account);
    const ownerSide = await signedInPage(browser, owner.account);

    await goAvailable(vetSide.page, "en", /Available now/);
    await expect(vetSide.page.getByText("No owner is waiting for you right now.")).toBeVisible();

    await ownerSide.page.goto("/en/bookings");
    await ownerSide.page.getByRole("link", { name: "See a vet now" }).first().click();
    await expect(ownerSide.page).toHaveURL(/\/en\/bookings\/now$/);
    await expect(ownerSide.page.getByRole("heading", { name: "Price: €39.00" })).toBeVisible();
    await ownerSide.page.getByLabel("Language of the consultation").selectOption("ga");
    await ownerSide.page.getByLabel("What is it about?").fill("Bella ate a sock an hour ago");
    const requestedAt = Date.now();
    await ownerSide.page.getByRole("button", { name: "Ask for a vet now · €39.00" }).click();

    await expect(ownerSide.page).toHaveURL(/\/en\/bookings\/now\/[^/]+$/);
    await expect(ownerSide.page.getByTestId("queue-position")).toHaveText(/You are next in line\./);
    await expect(ownerSide.page.getByTestId("matching-vets-online")).toHaveText("1 matching vet is available now.");

    const request = vetSide.page.getByRole("listitem").filter({ hasText: "Bella ate a sock an hour ago" });
    await expect(request).toBeVisible();
    const seenAfterMs = Date.now() - requestedAt;
    await expect(request.getByText(/Offered to you first/)).toBeVisible();
    await expect(request.getByRole("heading", { name: "Dog · in Irish" })).toBeVisible();

    const acceptedAt = Date.now();
    await request.getByRole("button", { name: "Accept and start" }).click();
    await expect(vetSide.page).toHaveURL(/\/en\/call\/[^/]+\/prepare$/);
    await expect(ownerSide.page).toHaveURL(/\/en\/call\/[^/]+\/prepare$/);
    const bothInPrepareAfterMs = Date.now() - acceptedAt;
    const bookingId = new URL(ownerSide.page.url()).pathname.split("/")[3]!;
    expect(new URL(vetSide.page.url()).pathname).toBe(`/en/call/${bookingId}/prepare`);
    console.log(`see a vet now (e2e): vet saw the request ${seenAfterMs} ms after the owner asked; both in prepare ${bothInPrepareAfterMs} ms after accept`);

    for (const side of [vetSide, ownerSide]) {
      const join = side.page.getByRole("button", { name: "Join the consultation" });
      await expect(join).toBeEnabled();
      await join.click();
    }
    await expectRemoteVideoPlaying(ownerSide.page);
    await expectRemoteVideoPlaying(vetSide.page);

    // The owner's list shows the consultation like any other, marked as on demand.
    await ownerSide.page.goto("/en/bookings");
    const entry = ownerSide.page.getByRole("listitem").filter({ hasText: vet.displayName });
    await expect(entry.getByText("See a vet now")).toBeVisible();

    await ownerSide.context.close();
    await vetSide.context.close();
  });

  test("an owner nobody has taken yet leaves the queue, and the reservation is released", async ({ page }) => {
    const owner = await ownerReadyToBook({ petName: "Milo" });
    await signInPage(page, owner.account);
    await page.goto("/en/bookings/now");
    // Finnish: no vet who speaks it is available.
    await page.getByLabel("Language of the consultation").selectOption("fi");
    await page.getByLabel("What is it about?").fill("Coughing at night");
    await page.getByRole("button", { name: /Ask for a vet now/ }).click();
    await expect(page.getByTestId("matching-vets-online")).toHaveText(/No vet who matches is available at this moment/);

    // Asking again meanwhile leads back to the same place in the queue.
    await page.goto("/en/bookings/now");
    await page.getByRole("link", { name: "Back to your place in the queue" }).click();
    await expect(page.getByTestId("queue-position")).toHaveText(/You are next in line\./);
    // So does the Bookings page, reached from the menu.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bookings" }).click();
    await page.getByRole("link", { name: "Back to your place in the queue" }).click();
    await expect(page.getByTestId("queue-position")).toHaveText(/You are next in line\./);

    await page.getByRole("button", { name: "Leave the queue" }).click();
    await expect(page.getByRole("heading", { name: "You left the queue" }), "focus moves to what happened").toBeFocused();
    await expect(page.getByText("The reservation on your card has been released; nothing was charged.")).toBeVisible();
    await page.getByRole("link", { name: "Ask for a vet again" }).click();
    await expect(page.getByRole("button", { name: /Ask for a vet now/ })).toBeEnabled();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByRole("heading", { name: "Your consultations", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your place in the queue" })).toHaveCount(0);
  });

  test("a card added on the request page is saved and chosen, and what the owner wrote stays", async ({ page }) => {
    const owner = await ownerReadyToBook({ petName: "Nala" });
    await signInPage(page, owner.account);
    await recordLiveRegions(page);
    await page.goto("/en/bookings/now");
    await page.getByLabel("Language of the consultation").selectOption("fi");
    await page.getByLabel("What is it about?").fill("Nala scratches her left ear");
    await page.getByText("Add a card").click();
    await page.getByLabel("Card number").fill("5555 5555 5555 4444");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Save card" }).click();

    const saved = page.getByRole("radio", { name: /4444/ });
    await expect(saved, "the new card is listed and chosen").toBeChecked();
    await expect(saved, "focus follows the saved card as the form folds away").toBeFocused();
    await expectAnnounced(page, "Card saved and chosen for this consultation.");
    await expect(page, "saving the card stays on the page").toHaveURL(/\/en\/bookings\/now$/);
    await expect(page.getByLabel("What is it about?")).toHaveValue("Nala scratches her left ear");
    await expect(page.getByLabel("Language of the consultation")).toHaveValue("fi");
    await page.getByRole("button", { name: /Ask for a vet now/ }).click();
    await expect(page.getByTestId("queue-position")).toHaveText(/You are next in line\./);
    await page.getByRole("button", { name: "Leave the queue" }).click();
    await expect(page.getByRole("heading", { name: "You left the queue" })).toBeVisible();
  });

  test("in German on a phone: the owner's language is the default, and both reach the prepare room", async ({ browser }) => {
    const vet = await publishedVet({ languages: ["de"], species: ["dog"], locale: "de" });
    const owner = await ownerReadyToBook({ petName: "Luna", locale: "de" });
    const vetSide = await signedInPage(browser, vet.account);
    const ownerSide = await signedInPage(browser, owner.account);
    await vetSide.page.setViewportSize(phone);
    await ownerSide.page.setViewportSize(phone);

    await goAvailable(vetSide.page, "de", /Jetzt verfügbar/);
    await ownerSide.page.goto("/de/bookings/now");
    await expect(ownerSide.page.getByLabel("Sprache der Sprechstunde")).toHaveValue("de");
    await expect(ownerSide.page.getByRole("heading", { name: /Preis: 39,00/ })).toBeVisible();
    expect(await horizontalOverflow(ownerSide.page), "the request page scrolls sideways at 390 px").toBe(0);
    await ownerSide.page.getByLabel("Worum geht es?").fill("Luna humpelt seit heute früh");
    await ownerSide.page.getByRole("button", { name: /Jetzt Tierärztin oder Tierarzt anfragen/ }).click();
    await expect(ownerSide.page.getByTestId("queue-position")).toHaveText(/Sie sind als Nächstes dran\./);
    expect(await horizontalOverflow(ownerSide.page), "the waiting page scrolls sideways at 390 px").toBe(0);

    const request = vetSide.page.getByRole("listitem").filter({ hasText: "Luna humpelt seit heute früh" });
    await expect(request.getByRole("heading", { name: "Hund · auf Deutsch" })).toBeVisible();
    expect(await horizontalOverflow(vetSide.page), "the overview with a request scrolls sideways at 390 px").toBe(0);
    await request.getByRole("button", { name: "Annehmen und starten" }).click();
    await expect(vetSide.page).toHaveURL(/\/de\/call\/[^/]+\/prepare$/);
    await expect(ownerSide.page).toHaveURL(/\/de\/call\/[^/]+\/prepare$/);

    await ownerSide.context.close();
    await vetSide.context.close();
  });

  test("by keyboard alone: a missing reason is pointed out, then the owner asks and the vet switches on and accepts", async ({
    browser,
  }) => {
    const vet = await publishedVet({ languages: ["en", "hu"], species: ["dog"] });
    const owner = await ownerReadyToBook({ petName: "Rocky" });
    const vetSide = await signedInPage(browser, vet.account);
    const ownerSide = await signedInPage(browser, owner.account);

    await vetSide.page.goto("/en/vet/overview");
    const toggle = vetSide.page.getByRole("switch", { name: "Available now" });
    await tabTo(vetSide.page, toggle);
    await vetSide.page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    const page = ownerSide.page;
    await page.goto("/en/bookings/now");
    const language = page.getByLabel("Language of the consultation");
    await tabTo(page, language);
    await page.keyboard.type("Hung");
    await expect(language).toHaveValue("hu");
    const ask = page.getByRole("button", { name: /Ask for a vet now/ });
    await tabTo(page, ask);
    await page.keyboard.press("Enter");
    const reason = page.getByLabel("What is it about?");
    await expect(reason, "focus goes to what needs fixing").toBeFocused();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.type("Rocky is vomiting since noon");
    await tabTo(page, ask);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("queue-position")).toHaveText(/You are next in line\./);

    const accept = vetSide.page
      .getByRole("listitem")
      .filter({ hasText: "Rocky is vomiting since noon" })
      .getByRole("button", { name: "Accept and start" });
    await expect(accept).toBeVisible();
    await tabTo(vetSide.page, accept);
    await vetSide.page.keyboard.press("Enter");
    await expect(vetSide.page).toHaveURL(/\/en\/call\/[^/]+\/prepare$/);
    await expect(page).toHaveURL(/\/en\/call\/[^/]+\/prepare$/);

    await ownerSide.context.close();
    await vetSide.context.close();
  });
});
