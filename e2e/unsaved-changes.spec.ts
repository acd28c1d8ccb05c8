import { expect, signInPage, test } from "./support/fixtures";
import { publishedVet } from "./support/scenarios";
import { holdFunctionRequests } from "./support/sync-socket";
import { uiText } from "./support/ui-text";

/**
 * A form with unsaved changes does not lose them silently: leaving asks first, staying keeps every value,
 * and once saved, leaving asks nothing. (The schedule page used to drop unsaved ranges without a word.)
 */
test("leaving the schedule with unsaved weekly hours asks first; staying keeps them, saving ends the question", async ({
  page,
}) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  await signInPage(page, vet.account);
  const de = (text: string) => uiText("de", text);
  await page.goto("/de/vet/schedule");
  const weeklyHours = page.getByRole("form", { name: de("Weekly hours") });
  const monday = weeklyHours.getByRole("group", { name: /^Montag/ });
  const firstStart = monday.getByLabel(de("From")).first();
  await expect(firstStart).toBeVisible();
  const savedStart = await firstStart.inputValue();
  const editedStart = savedStart === "07:15" ? "07:30" : "07:15";
  await firstStart.fill(editedStart);

  const overview = page.getByRole("navigation", { name: de("Main") }).getByRole("link", { name: de("Overview") });
  await overview.click();
  const question = page.getByRole("dialog", { name: de("Leave without saving?") });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: de("Stay on this page") }).click();
  await expect(question).toBeHidden();
  await expect(overview).toBeFocused();
  await expect(page).toHaveURL(/\/de\/vet\/schedule$/);
  await expect(firstStart).toHaveValue(editedStart);

  await overview.click();
  await question.getByRole("button", { name: de("Leave without saving") }).click();
  await expect(page).toHaveURL(/\/de\/vet\/overview$/);
  await page.getByRole("navigation", { name: de("Main") }).getByRole("link", { name: de("Schedule") }).click();
  await expect(firstStart).toHaveValue(savedStart);

  await firstStart.fill(editedStart);
  await weeklyHours.getByRole("button", { name: de("Save weekly hours") }).click();
  // Saved (Save stays enabled, so the keyboard's focus stays on it): the toast says so.
  await expect(page.getByText(de("Weekly hours saved."))).toBeVisible();
  await overview.click();
  await expect(page).toHaveURL(/\/de\/vet\/overview$/);
  await expect(question).toHaveCount(0);
});

test("Save pressed, then a link while the save is still on its way: the page goes once it is saved, without asking", async ({ page }) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  await signInPage(page, vet.account);
  const fr = (text: string) => uiText("fr", text);
  // A slow uplink: the save reaches the server only after the link is clicked (CI's busy machine did the same).
  const uplink = await holdFunctionRequests(page, "schedule:setWeeklyHours");
  await page.goto("/fr/vet/schedule");
  const weeklyHours = page.getByRole("form", { name: fr("Weekly hours") });
  const firstStart = weeklyHours.getByRole("group", { name: /^lundi/ }).getByLabel(fr("From")).first();
  await expect(firstStart).toBeVisible();
  const editedStart = (await firstStart.inputValue()) === "07:15" ? "07:30" : "07:15";
  await firstStart.fill(editedStart);

  const save = weeklyHours.getByRole("button", { name: fr("Save weekly hours") });
  await save.click();
  await expect(save).toHaveAttribute("aria-busy", "true");
  await page.getByRole("navigation", { name: fr("Main") }).getByRole("link", { name: fr("Overview") }).click();
  // The page waits for the save, without asking.
  await expect(save).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\/fr\/vet\/schedule$/);
  await expect(page.getByRole("dialog", { name: fr("Leave without saving?") })).toHaveCount(0);
  uplink.release();
  await expect(page).toHaveURL(/\/fr\/vet\/overview$/);
  await expect(page.getByRole("dialog", { name: fr("Leave without saving?") })).toHaveCount(0);
  await page.getByRole("navigation", { name: fr("Main") }).getByRole("link", { name: fr("Schedule") }).click();
  await expect(firstStart).toHaveValue(editedStart);
});

test("two edited forms on one page ask once; staying keeps both, by keyboard too, and closing the tab asks the browser's question", async ({
  page,
}) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  await signInPage(page, vet.account);
  const es = (text: string) => uiText("es", text);
  await page.goto("/es/vet/schedule");
  const weeklyHours = page.getByRole("form", { name: es("Weekly hours") });
  const firstStart = weeklyHours.getByRole("group", { name: /^lunes/i }).getByLabel(es("From")).first();
  await expect(firstStart).toBeVisible();
  const savedStart = await firstStart.inputValue();
  const editedStart = savedStart === "07:15" ? "07:30" : "07:15";
  await firstStart.fill(editedStart);
  const bufferBefore = page.getByRole("form", { name: es("Booking rules") }).getByLabel(es("Buffer before a consultation (minutes)"));
  const savedBuffer = await bufferBefore.inputValue();
  const editedBuffer = savedBuffer === "10" ? "15" : "10";
  await bufferBefore.fill(editedBuffer);

  // Keyboard only: back to the header's Overview link and Enter.
  const overview = page.getByRole("navigation", { name: es("Main") }).getByRole("link", { name: es("Overview") });
  await overview.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: es("Leave without saving?") });
  await expect(question).toHaveCount(1);
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  // Focus goes back to where the user was: the link they left from.
  await expect(overview).toBeFocused();
  await expect(page).toHaveURL(/\/es\/vet\/schedule$/);
  await expect(firstStart).toHaveValue(editedStart);
  await expect(bufferBefore).toHaveValue(editedBuffer);

  // Closing the tab (as reloading) gets the browser's own question; answering "stay" keeps the page as it was.
  const browserQuestion = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const asked = await browserQuestion;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await expect(firstStart).toHaveValue(editedStart);

  // Saving one form leaves the other's changes guarded.
  await page.getByRole("button", { name: es("Save booking rules") }).click();
  await expect(page.getByText(es("Booking rules saved."))).toBeVisible();
  await overview.click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: es("Leave without saving") }).click();
  await expect(page).toHaveURL(/\/es\/vet\/overview$/);
  await page.getByRole("navigation", { name: es("Main") }).getByRole("link", { name: es("Schedule") }).click();
  await expect(firstStart).toHaveValue(savedStart);
  await expect(bufferBefore).toHaveValue(editedBuffer);
});

test("once the vet said leave, a second click while the next page still loads is not asked again", async ({ page }) => {
  const vet = await publishedVet({ minimumNoticeMinutes: 0 });
  await signInPage(page, vet.account);
  const fr = (text: string) => uiText("fr", text);
  await page.goto("/fr/vet/schedule");
  const weeklyHours = page.getByRole("form", { name: fr("Weekly hours") });
  const firstStart = weeklyHours.getByRole("group", { name: /^lundi/ }).getByLabel(fr("From")).first();
  await expect(firstStart).toBeVisible();
  const savedStart = await firstStart.inputValue();
  await firstStart.fill(savedStart === "07:15" ? "07:30" : "07:15");

  // A slow connection (CI's busy machine was one): the next page's code arrives three seconds after it is asked for,
  // and until then the schedule stays on screen.
  await page.route("**/assets/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const main = page.getByRole("navigation", { name: fr("Main") });
  await main.getByRole("link", { name: fr("Overview") }).click();
  const question = page.getByRole("dialog", { name: fr("Leave without saving?") });
  await question.getByRole("button", { name: fr("Leave without saving") }).click();
  await expect(question).toBeHidden();
  await expect(weeklyHours).toBeVisible();
  // Nothing seems to happen, so the vet clicks again: the answer they gave stands.
  await main.getByRole("link", { name: fr("Profile") }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/fr\/vet\/profile$/);
  await expect(weeklyHours).toHaveCount(0);
  await expect(question).toHaveCount(0);
});
