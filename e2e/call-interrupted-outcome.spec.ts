import type { Page } from "@playwright/test";
import { consultationStartingNow, cutShortByTheConnection } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { dropNetwork, installNetworkDrop, restoreNetwork } from "./support/network-drop";
import { latestEmailTo } from "./support/outbox";
import { ownerReadyToBook } from "./support/scenarios";
import { endOfSlotReached } from "./support/slot-over";

const callStatusOf = (page: Page) => page.locator(".call-status").getByRole("status");

test.describe("a consultation the connection did not let happen", () => {
  test("after a sixty-second drop and the end of the slot, the German-speaking owner is offered the fair outcome on the ended page, the booking page and by email, chooses a refund by clicking, and the vet's overview and schedule say so live", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = await ownerReadyToBook({ petName: "Bella", locale: "de" });
    const { vet, bookingId } = await consultationStartingNow(owner);
    const ownerSide = await signedInPage(browser, owner.account);
    await installNetworkDrop(ownerSide.context);
    const vetSide = await signedInPage(browser, vet.account);
    const ownerPage = ownerSide.page;
    const vetPage = vetSide.page;

    await joinFromPrepare(vetPage, bookingId);
    await ownerPage.goto(`/de/call/${bookingId}/prepare`);
    await ownerPage.getByRole("button", { name: "Der Sprechstunde beitreten" }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/de/call/${bookingId}$`));
    await expectRemoteVideoPlaying(ownerPage);
    await expectRemoteVideoPlaying(vetPage);
    await expect(callStatusOf(ownerPage)).toHaveText("Verbunden");

    // The owner's Wi-Fi is gone for a minute (see network-drop.ts): past the reconnect limit, both see "rejoin".
    const dropStartedAt = Date.now();
    await dropNetwork(ownerPage);
    await expect(callStatusOf(ownerPage)).toHaveText("Die Verbindung konnte nicht wiederhergestellt werden", {
      timeout: 40_000,
    });
    await expect(ownerPage.getByRole("button", { name: "Der Sprechstunde wieder beitreten" })).toBeVisible();
    await expect(vetPage.getByRole("button", { name: "Rejoin the consultation" })).toBeVisible({ timeout: 10_000 });
    await ownerPage.waitForTimeout(Math.max(0, dropStartedAt + 60_000 - Date.now()));
    await restoreNetwork(ownerPage);

    // Nobody rejoins; the slot runs out and the backend ends the call.
    await endOfSlotReached(bookingId);
    await expect(ownerPage).toHaveURL(new RegExp(`/de/call/${bookingId}/ended$`), { timeout: 15_000 });
    const ended = ownerPage.getByRole("main");
    await expect(ended.getByRole("heading", { level: 1 })).toHaveText("Die Sprechstunde ist beendet");
    await expect(ended.getByText(/Sie zahlen nichts dafür/)).toBeVisible();
    await expect(vetPage.getByText(/recorded as interrupted, not as a no-show/)).toBeVisible();

    // The vet's overview lists the consultation as interrupted, waiting for the owner's choice.
    await vetPage.goto("/en/vet/overview");
    const card = vetPage.getByRole("article").filter({ has: vetPage.getByRole("heading", { name: /Bella/ }) });
    await expect(card.getByText("Interrupted", { exact: true })).toBeVisible();
    await expect(card.getByText("The owner has not chosen a refund or a free new consultation yet")).toBeVisible();

    await ended.getByRole("link", { name: "Kostenlose neue Sprechstunde oder Erstattung wählen" }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/de/bookings/${bookingId}/summary$`));
    const offer = ownerPage.getByRole("region", { name: "Die Sprechstunde wurde unterbrochen" });
    await expect(offer).toBeVisible();
    await expect(ownerPage.getByText("Unterbrochen", { exact: true })).toBeVisible();
    // The vet's next free time is held for this owner first (ADR 0031), with the other free times after it.
    // Held for a while, or (a time within the hold's hours) until it starts: then said without an "until" its own start.
    await expect(
      offer.getByText(/^Der Termin am .+ ist (bis .+ für Sie freigehalten: Bis dahin kann ihn niemand sonst buchen|für Sie freigehalten: Niemand sonst kann ihn buchen)\.$/),
    ).toBeVisible();
    await expect(offer.locator(".held-time").getByRole("button", { name: /kostenlos buchen$/ })).toBeVisible();
    await expect(offer.getByRole("list", { name: "Weitere freie Termine" })).toBeVisible();
    await offer.getByRole("button", { name: "Ich möchte die volle Erstattung" }).click();
    await expect(
      offer.getByText("Sie haben die volle Erstattung gewählt: Für diese Sprechstunde wird Ihre Karte nicht belastet."),
    ).toBeVisible();
    await expect(offer.locator(".held-time")).toHaveCount(0);
    // The price was released: nothing says it is still reserved.
    await expect(ownerPage.getByText("Der Preis ist auf der Karte reserviert", { exact: false })).toHaveCount(0);

    // The vet's open overview follows the owner's choice with no reload; the schedule says the same.
    await expect(card.getByText("The owner chose a full refund")).toBeVisible();
    await vetPage.goto("/en/vet/schedule");
    const scheduled = vetPage.locator(".calendar-booking").filter({ hasText: "Interrupted" });
    await expect(scheduled.getByText("The owner chose a full refund")).toBeVisible();

    const email = await latestEmailTo(owner.account.email, "consultationInterrupted");
    expect(email?.subject).toBe(`Sprechstunde unterbrochen: Bella mit ${vet.displayName}`);
    expect(email?.text).toContain("Sie zahlen nichts dafür");
    expect(email?.text).toMatch(/Wir halten Ihnen den Termin am .+ bei .+ (bis .+ frei: Bis dahin kann ihn niemand sonst buchen|frei: Niemand sonst kann ihn buchen)\./);
    expect(email?.text).toContain(`/de/bookings/${bookingId}/summary`);

    await ownerSide.context.close();
    await vetSide.context.close();
  });

  test("a Spanish-speaking owner takes the time held for them with one click, and the vet's overview follows live", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const owner = await ownerReadyToBook({ petName: "Luna", locale: "es" });
    const { vet, bookingId } = await consultationStartingNow(owner);
    await cutShortByTheConnection(owner, vet, bookingId);
    const ownerSide = await signedInPage(browser, owner.account);
    const vetSide = await signedInPage(browser, vet.account);

    await vetSide.page.goto("/en/vet/overview");
    const card = vetSide.page.getByRole("article").filter({ hasText: "Interrupted" });
    await expect(card.getByText("The owner has not chosen a refund or a free new consultation yet")).toBeVisible();

    const ownerPage = ownerSide.page;
    await ownerPage.goto(`/es/bookings/${bookingId}/summary`);
    const offer = ownerPage.getByRole("region", { name: "La consulta se interrumpió" });
    const held = offer.locator(".held-time");
    await expect(held.getByText(/^Te guardamos la hora del .+(: nadie más puede reservarla| hasta el .+: nadie más puede reservarla antes)\.$/)).toBeVisible();
    await held.getByRole("button", { name: /^Reservar .+ gratis$/ }).click();
    await expect(offer.getByText(`Tu nueva consulta gratuita con ${vet.displayName} está reservada.`)).toBeVisible();
    await expect(card.getByText("The owner chose a free new consultation")).toBeVisible();

    await offer.getByRole("link", { name: "Abrir la nueva consulta" }).click();
    await expect(ownerPage).toHaveURL(/\/es\/bookings\/[^/]+\/summary$/);
    expect(ownerPage.url()).not.toContain(bookingId);
    await expect(ownerPage.getByRole("heading", { level: 1 })).toContainText("Luna");

    await ownerSide.context.close();
    await vetSide.context.close();
  });
});
