import type { Page } from "@playwright/test";
import type { Id } from "../convex/_generated/dataModel";
import { consultationStartingNow } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, prepareUrl, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { dropNetwork, installNetworkDrop } from "./support/network-drop";
import { phoneViewport } from "./support/page-checks";
import { uiText, type UiLocale } from "./support/ui-text";

async function joinIn(page: Page, bookingId: Id<"bookings">, locale: UiLocale) {
  await page.goto(prepareUrl(bookingId, locale));
  await page.getByRole("button", { name: uiText(locale, "Join the consultation") }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/call/${bookingId}$`));
}

test.describe("the vet ends a consultation while the owner is not there", () => {
  test("the owner never joined (de, phone): the refusal says why, next to the button, and what happens instead", async ({ browser }) => {
    test.setTimeout(60_000);
    const { vet, bookingId } = await consultationStartingNow();
    const { page, context } = await signedInPage(browser, vet.account, { viewport: phoneViewport });
    await joinIn(page, bookingId, "de");
    await expect(page.locator(".call-status").getByRole("status")).toHaveText(/^Warten auf .+ …$/);

    await page.getByRole("button", { name: "Sprechstunde beenden" }).click();
    const question = page.getByRole("group").filter({ has: page.getByRole("button", { name: "Jetzt beenden" }) });
    await expect(question).toContainText("ist gerade nicht verbunden.");
    await question.getByRole("button", { name: "Jetzt beenden" }).click();
    const refusal = question.getByRole("alert");
    await expect(refusal).toContainText("ist noch nicht beigetreten: Die Sprechstunde hat also nicht begonnen und kann nicht beendet werden.");
    await expect(refusal).toContainText(/als Nichterscheinen vermerkt\. Sie können den Videoanruf bis dahin verlassen\.$/);
    await expect(refusal).toBeInViewport();
    // Nothing was ended: the vet is still in the call, waiting.
    await expect(page).toHaveURL(new RegExp(`/de/call/${bookingId}$`));
    await context.close();
  });

  test("the owner joined and left (es): the vet is told they are gone and can still end it, and the owner is told the vet ended it", async ({ browser }) => {
    test.setTimeout(90_000);
    const { owner, vet, bookingId } = await consultationStartingNow();
    const ownerSide = await signedInPage(browser, owner.account);
    const vetSide = await signedInPage(browser, vet.account);
    await joinIn(vetSide.page, bookingId, "es");
    await joinFromPrepare(ownerSide.page, bookingId);
    await expectRemoteVideoPlaying(vetSide.page);

    await ownerSide.page.getByRole("button", { name: "Leave" }).click();
    await expect(vetSide.page.getByText("Conectado", { exact: true })).toBeHidden();

    await vetSide.page.getByRole("button", { name: "Finalizar la consulta" }).click();
    const question = vetSide.page.getByRole("group").filter({ has: vetSide.page.getByRole("button", { name: "Finalizar ahora" }) });
    await expect(question).toContainText("no está en la llamada ahora mismo.");
    await question.getByRole("button", { name: "Finalizar ahora" }).click();
    await expect(vetSide.page).toHaveURL(new RegExp(`/es/call/${bookingId}/ended$`));
    // Hanging up on purpose is no connection trouble: the consultation is completed, not "interrupted".
    await expect(vetSide.page.getByRole("link", { name: "Escribir las notas" })).toBeVisible();
    await expect(vetSide.page.getByText(/registrada como interrumpida/)).toHaveCount(0);

    // The owner, still on the page they left to, is told live that the vet ended it, not only that it is closed.
    await expect(ownerSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}/left$`));
    await expect(ownerSide.page.getByRole("heading", { level: 1, name: /^.+ ended the consultation$/ })).toBeVisible();
    await expect(ownerSide.page.getByText(/^You had left the call, and .+ has since ended the consultation, so it can no longer be joined\./)).toBeVisible();
    await expect(ownerSide.page.getByRole("button", { name: "Rejoin" })).toHaveCount(0);
    await expect(ownerSide.page.getByText("You left the consultation", { exact: true })).toHaveCount(0);
    // Coming back later, in German, the page still says who ended it.
    await ownerSide.page.goto(`/de/call/${bookingId}/left`);
    await expect(ownerSide.page.getByRole("heading", { level: 1, name: /^.+ hat die Sprechstunde beendet$/ })).toBeVisible();
    await Promise.all([ownerSide.context.close(), vetSide.context.close()]);
  });

  test("the owner's network went for good (en): past the reconnect limit the vet can still end it, and it counts as interrupted", async ({ browser }) => {
    test.setTimeout(120_000);
    const { owner, vet, bookingId } = await consultationStartingNow();
    const ownerSide = await signedInPage(browser, owner.account);
    await installNetworkDrop(ownerSide.context);
    const vetSide = await signedInPage(browser, vet.account);
    await joinFromPrepare(vetSide.page, bookingId);
    await joinFromPrepare(ownerSide.page, bookingId);
    await expectRemoteVideoPlaying(vetSide.page);

    // The owner's Wi-Fi is gone (see network-drop.ts) and stays gone: the vet's reconnecting gives up after 30 s.
    await dropNetwork(ownerSide.page);
    await expect(vetSide.page.getByRole("button", { name: "Rejoin the consultation" })).toBeVisible({ timeout: 45_000 });

    await vetSide.page.getByRole("button", { name: "End consultation" }).click();
    const question = vetSide.page.getByRole("group").filter({ has: vetSide.page.getByRole("button", { name: "End now" }) });
    await expect(question).toContainText("is not connected right now.");
    await question.getByRole("button", { name: "End now" }).click();
    await expect(vetSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}/ended$`));
    await expect(vetSide.page.getByText(/recorded as interrupted, not as a no-show/)).toBeVisible();
    await Promise.all([ownerSide.context.close(), vetSide.context.close()]);
  });
});
