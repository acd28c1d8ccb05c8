import type { Page } from "@playwright/test";
import { vetFreeFromNow } from "./support/call-booking";
import { expect, signInPage, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { interceptSentryReports } from "./support/sentry-collector";
import { book, freeSlots, ownerReadyToBook } from "./support/scenarios";

/**
 * Personal text is declared where the data is read (the query definitions), so every page that shows it keeps it
 * out of error reports: here the call and edit pages, which registered nothing before. Each page is made to fail
 * with an error quoting exactly what it shows; the report that reaches the (intercepted) collector must not.
 */
const personal = {
  ownerName: "Wilhelmina Quarterfield",
  petName: "Saffronbeak Tumbleweed",
  reason: "Limping on the left hind leg after the ferry trip",
};

/** An uncaught error on the page (as a bug would raise) whose message quotes the text on screen. */
async function failQuoting(page: Page, shown: string[]) {
  await page.evaluate((texts) => {
    setTimeout(() => {
      throw new Error(`Page broke while showing ${texts.join(" / ")}`);
    });
  }, shown);
}

async function expectReportWithout(envelopes: string[], shown: string[]) {
  const isEvent = (body: string) => body.includes('"type":"event"') && body.includes("Page broke while showing");
  await expect.poll(() => envelopes.some(isEvent), { message: "the error reached the collector" }).toBe(true);
  const report = envelopes.find(isEvent) ?? "";
  expect(report).toContain("Page broke while showing [redacted]");
  for (const text of shown) expect(report, `the report quotes "${text}"`).not.toContain(text);
}

test.describe("error reports from pages showing personal text", () => {
  test.describe.configure({ timeout: 60_000 });
  let bookingId = "";
  let owner: Awaited<ReturnType<typeof ownerReadyToBook>>;
  let vet: Awaited<ReturnType<typeof vetFreeFromNow>>;

  test.beforeAll(async () => {
    vet = await vetFreeFromNow();
    owner = await ownerReadyToBook({ name: personal.ownerName, petName: personal.petName });
    const [slot] = await freeSlots(vet, Date.now(), 1);
    if (slot === undefined) throw new Error("The test vet offers no slot");
    bookingId = await book(owner, vet, slot.startsAt, personal.reason);
  });

  test("the owner's call page (pet's name) reports none of it", async ({ page }) => {
    const envelopes = await interceptSentryReports(page);
    await signInPage(page, owner.account);
    await page.goto(`${e2eUrls.appWithSentry}/en/call/${bookingId}/prepare`);
    await expect(page.getByText(`${personal.petName} with`)).toBeVisible();
    await failQuoting(page, [personal.petName]);
    await expectReportWithout(envelopes, [personal.petName]);
  });

  test("the vet's call page (pet's and owner's names) reports none of it", async ({ page }) => {
    const envelopes = await interceptSentryReports(page);
    await signInPage(page, vet.account);
    await page.goto(`${e2eUrls.appWithSentry}/en/call/${bookingId}/prepare`);
    await expect(page.getByText(`${personal.petName} (${personal.ownerName})`)).toBeVisible();
    await failQuoting(page, [personal.petName, personal.ownerName]);
    await expectReportWithout(envelopes, [personal.petName, personal.ownerName]);
  });

  test("the owner's edit page (reason, pet's name) reports none of it", async ({ page }) => {
    const envelopes = await interceptSentryReports(page);
    await signInPage(page, owner.account);
    await page.goto(`${e2eUrls.appWithSentry}/en/bookings/${bookingId}/edit`);
    await expect(page.getByLabel("Reason for the consultation")).toHaveValue(personal.reason);
    await failQuoting(page, [personal.reason, personal.petName]);
    await expectReportWithout(envelopes, [personal.reason, personal.petName]);
  });

  test("the vet's edit page (owner's name, reason) reports none of it", async ({ page }) => {
    const envelopes = await interceptSentryReports(page);
    await signInPage(page, vet.account);
    await page.goto(`${e2eUrls.appWithSentry}/en/bookings/${bookingId}/edit`);
    await expect(page.getByRole("main").getByText(personal.ownerName).first()).toBeVisible();
    await failQuoting(page, [personal.ownerName, personal.reason]);
    await expectReportWithout(envelopes, [personal.ownerName, personal.reason]);
  });
});
