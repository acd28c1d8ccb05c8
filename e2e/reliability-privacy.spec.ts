import { api } from "../convex/_generated/api";
import { breakTermsRoute } from "./support/broken-route";
import { expect, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { interceptSentryReports } from "./support/sentry-collector";
import { clientFor } from "./support/scenarios";
import { failActionUnexpectedly } from "./support/sync-socket";

const PET = { name: "Marzipan Quicksilver", notes: "Afraid of the hoover since the move" };

test("error reports carry no email, name, pet name or note text, even when the error message quotes them", async ({
  page,
  login,
}) => {
  // The collector endpoint of the configured DSN, intercepted in the browser: what Sentry's client would send.
  const envelopes = await interceptSentryReports(page);
  const account = await login({ role: "owner", name: "Henrietta Plumtree" });
  const petId = await clientFor(account).mutation(api.pets.createPet, {
    name: PET.name,
    species: "rabbit",
    sex: "female",
    allergies: [],
    medications: [],
    notes: PET.notes,
  });
  await breakTermsRoute(page, `Terms failed for ${account.email} (${account.name}) about ${PET.name}: ${PET.notes}`);

  await page.goto(`${e2eUrls.appWithSentry}/en/pets/${petId}`);
  await expect(page.getByRole("heading", { level: 1, name: PET.name })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application error");

  await expect.poll(() => envelopes.some((body) => body.includes('"type":"event"'))).toBe(true);
  const event = envelopes.find((body) => body.includes('"type":"event"')) ?? "";
  expect(event).toContain("Terms failed for [redacted]");
  for (const personal of [account.email, account.name, PET.name, PET.notes]) expect(event).not.toContain(personal);
  console.log(`privacy: ${envelopes.length} envelopes captured, 4 personal strings checked, none present`);
});

test("a request that fails without a refusal shows the generic message beside the button, keeps what was typed, and is reported", async ({
  page,
  login,
  pageConsoles,
}) => {
  const envelopes = await interceptSentryReports(page);
  const account = await login({ role: "owner" });
  await failActionUnexpectedly(page, "accounts:deleteMyAccount", "Server Error: deletion worker 4417 gave up");

  await page.goto(`${e2eUrls.appWithSentry}/en/manage/account`);
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Something went wrong. Try again in a moment.");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue(account.password);

  await expect.poll(() => envelopes.some((body) => body.includes("deletion worker 4417 gave up"))).toBe(true);
  const consoleErrors = pageConsoles.of(page).filter((entry) => entry.type === "error");
  expect(consoleErrors.some((entry) => entry.text.includes("deletion worker 4417 gave up"))).toBe(true);
  expect(envelopes.join("\n")).not.toContain(account.password);
});
