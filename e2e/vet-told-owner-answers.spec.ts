import type { Browser, Page } from "@playwright/test";
import { expect, signInPage, test } from "./support/fixtures";
import type { TestAccount } from "./support/accounts";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { uiText } from "./support/ui-text";

const DAY_MS = 86_400_000;

async function signedIn(browser: Browser, account: TestAccount, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, account);
  return page;
}

/**
 * What a vet reads while the owner acts in another browser: a proposed time declined, then the consultation
 * cancelled. Each is said on the vet's open page, by name, as it happens; a cancelled consultation offers no
 * notes to write and no conversation to come, on either side.
 */
test("the vet (fr) is told by name when the owner (es, phone) declines the proposed time, then cancels; nothing invites notes or messages after", async ({
  browser,
}) => {
  const vet = await publishedVet({ locale: "fr" });
  const owner = await ownerReadyToBook({
    locale: "es",
    petName: "Luna",
    medications: [{ name: "Apoquel", dose: "16 mg", frequency: "una vez al día" }],
  });
  const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
  const bookingId = await book(owner, vet, slot!.startsAt, "Se rasca las orejas");
  const fr = (text: string, values?: Record<string, string>) => uiText("fr", text, values);
  const es = (text: string, values?: Record<string, string>) => uiText("es", text, values);
  const ownerName = owner.account.name;

  const vetPage = await signedIn(browser, vet.account, 1280);
  await vetPage.goto(`/fr/bookings/${bookingId}/summary`);
  await vetPage.getByRole("link", { name: fr("Write notes") }).click();
  await expect(vetPage.getByText("Apoquel 16 mg, una vez al día")).toBeVisible();
  await vetPage.goBack();
  await vetPage.getByRole("link", { name: fr("Move or cancel") }).click();
  // One note says which zone the page's times are in, in the header, not again above the times to choose from.
  await expect(vetPage.locator(".time-zone-note")).toHaveCount(1);
  const propose = vetPage.getByRole("region", { name: fr("Propose a new time") });
  await propose.getByRole("button", { name: fr("Next week") }).click();
  await propose.getByRole("radio").first().click();
  await propose.getByRole("button", { name: /^Proposer / }).click();
  await expect(vetPage.getByRole("region", { name: fr("Waiting for {ownerName}'s answer", { ownerName }) })).toBeVisible();
  // The button pressed goes back to disabled: focus is on the proposal now waiting, not on the page.
  await expect(vetPage.locator(":focus")).toHaveText(fr("Waiting for {ownerName}'s answer", { ownerName }));
  const proposedWhen = (await vetPage.getByTestId("proposed-when").textContent()) ?? "";
  // While it waits, the section below offers a new time in its place, and says so.
  await expect(vetPage.getByRole("region", { name: fr("Propose another time instead") })).toContainText(
    fr("The new time replaces the one waiting for an answer; the owner gets an email about it."),
  );

  // The owner's change page shows the proposal too, to answer there.
  const ownerPage = await signedIn(browser, owner.account, 390);
  await ownerPage.goto(`/es/bookings/${bookingId}/edit`);
  const proposal = ownerPage.getByRole("region", { name: es("{vetName} proposes a new time", { vetName: vet.displayName }) });
  await proposal.getByRole("button", { name: es("Keep the booked time") }).click();
  await expect(proposal).toHaveCount(0);
  await expect(ownerPage.getByText(es("You kept the booked time. {vetName} is told.", { vetName: vet.displayName }))).toBeVisible();
  await ownerPage.getByRole("link", { name: es("Back to the consultation") }).click();

  // The vet's open page says so, with the time that was declined, instead of the card just going.
  await expect(
    vetPage.getByText(
      fr("{ownerName} declined the time you proposed ({proposedWhen}): the consultation stays as booked.", { ownerName, proposedWhen }),
    ),
  ).toBeVisible();

  await ownerPage.getByRole("link", { name: es("Change or cancel") }).click();
  const cancel = ownerPage.getByRole("region", { name: es("Cancel the consultation") });
  await cancel.getByRole("button", { name: es("Cancel the consultation") }).click();
  await ownerPage.getByRole("dialog", { name: es("Cancel the consultation?") }).getByRole("button", { name: /€|EUR/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/es/bookings/${bookingId}/summary$`));

  await expect(vetPage.getByText(fr("{ownerName} cancelled this consultation, so it can no longer be changed.", { ownerName }))).toBeVisible();
  await expect(vetPage.getByRole("region", { name: fr("Propose a new time") })).toHaveCount(0);
  await vetPage.getByRole("link", { name: fr("Back to the consultation") }).click();
  await expect(vetPage.getByText(fr("Cancelled by {cancellerName}.", { cancellerName: ownerName }))).toBeVisible();
  await expect(vetPage.getByRole("link", { name: fr("Write notes") })).toHaveCount(0);
  await expect(vetPage.getByText(fr("No notes: the consultation was cancelled."))).toBeVisible();
  const vetMessages = vetPage.getByRole("region", { name: fr("Messages with {otherName}", { otherName: ownerName }) });
  await expect(vetMessages).toContainText(fr("No messages."));
  await expect(vetMessages).toContainText(fr("This consultation was cancelled, so no messages can be sent."));

  const ownerMessages = ownerPage.getByRole("region", { name: es("Messages with {otherName}", { otherName: vet.displayName }) });
  await expect(ownerMessages).toContainText(es("No messages."));
  await expect(ownerMessages).not.toContainText(es("No messages yet. After the consultation you can ask {otherName} a follow-up question here while the conversation is open.", { otherName: vet.displayName }));
  await expect(ownerPage.getByText(es("You cancelled this consultation."))).toBeVisible();

  await vetPage.context().close();
  await ownerPage.context().close();
});

test("the vet (fr) cancels while the owner (es, phone, keyboard) is typing a reason in the cancel dialog: the owner's focus lands on the notice naming the vet", async ({
  browser,
}) => {
  const vet = await publishedVet({ locale: "fr" });
  const owner = await ownerReadyToBook({ locale: "es", petName: "Toby" });
  const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
  const bookingId = await book(owner, vet, slot!.startsAt);
  const fr = (text: string, values?: Record<string, string>) => uiText("fr", text, values);
  const es = (text: string, values?: Record<string, string>) => uiText("es", text, values);

  const ownerPage = await signedIn(browser, owner.account, 390);
  await ownerPage.goto(`/es/bookings/${bookingId}/edit`);
  // Back to the first week: "Previous week" is disabled under the key, and focus moves to "Next week".
  const nextWeek = ownerPage.getByRole("button", { name: es("Next week") });
  const previousWeek = ownerPage.getByRole("button", { name: es("Previous week") });
  await expect(nextWeek).toBeVisible();
  // The picker opens on the week of the first free time: this one, or late on a Sunday the next (a CI run at 21:30 UTC).
  if (await previousWeek.isDisabled()) {
    await nextWeek.focus();
    await ownerPage.keyboard.press("Enter");
    await expect(previousWeek).toBeEnabled();
  }
  await previousWeek.focus();
  await ownerPage.keyboard.press("Enter");
  await expect(previousWeek).toBeDisabled();
  await expect(nextWeek).toBeFocused();
  const cancel = ownerPage.getByRole("region", { name: es("Cancel the consultation") });
  await cancel.getByRole("button", { name: es("Cancel the consultation") }).focus();
  await ownerPage.keyboard.press("Enter");
  const dialog = ownerPage.getByRole("dialog", { name: es("Cancel the consultation?") });
  await expect(dialog.getByLabel(es("Reason (optional)"))).toBeFocused();
  await ownerPage.keyboard.type("Ya está mejor");

  const vetPage = await signedIn(browser, vet.account, 1280);
  await vetPage.goto(`/fr/bookings/${bookingId}/edit`);
  await vetPage.getByRole("region", { name: fr("Cancel the consultation") }).getByRole("button", { name: fr("Cancel the consultation") }).click();
  const vetDialog = vetPage.getByRole("dialog", { name: fr("Cancel the consultation?") });
  await vetDialog.getByLabel(fr("Reason for the owner")).fill("Urgence au cabinet");
  await vetDialog.getByRole("button", { name: /€|EUR/ }).click();
  await expect(vetPage).toHaveURL(new RegExp(`/fr/bookings/${bookingId}/summary$`));

  const notice = es("{vetName} cancelled this consultation, so it can no longer be changed.", { vetName: vet.displayName });
  await expect(dialog).toHaveCount(0);
  await expect(ownerPage.locator(":focus")).toHaveText(notice);
  await ownerPage.getByRole("link", { name: es("Back to the consultation") }).click();
  await expect(
    ownerPage.getByText(`${es("Cancelled by {cancellerName}.", { cancellerName: vet.displayName })} ${es("Reason given: “{reason}”", { reason: "Urgence au cabinet" })}`),
  ).toBeVisible();

  await vetPage.context().close();
  await ownerPage.context().close();
});
