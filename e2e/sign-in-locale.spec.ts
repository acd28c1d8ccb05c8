import { createAccount } from "./support/accounts";
import { expectToStayAt } from "./support/click-journey";
import { expect, test } from "./support/fixtures";
import { uiText, type UiLocale } from "./support/ui-text";

/**
 * The language someone reads in does not change behind their back: signing in keeps the page's
 * language whatever the account has saved; the account page shows the saved one (the language
 * of emails) and offers to switch it to the one on screen.
 */
const cases: Array<{ role: "owner" | "vet"; locale: UiLocale; landing: string }> = [
  { role: "vet", locale: "de", landing: "/de/vet/overview" },
  { role: "owner", locale: "fr", landing: "/fr/bookings" },
];

for (const { role, locale, landing } of cases) {
  test(`${role === "vet" ? "a vet" : "an owner"} whose emails are in English signs in on a ${locale} page and stays in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const account = await createAccount({ role, locale: "en" });
    await page.goto(`/${locale}/auth/signin`);
    const form = page.getByRole("main");
    await form.getByLabel(uiText(locale, "Email")).fill(account.email);
    await form.getByLabel(uiText(locale, "Password"), { exact: true }).fill(account.password);
    await form.getByRole("button", { name: uiText(locale, "Sign in") }).click();
    await expectToStayAt(page, landing);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    await page.getByRole("banner").getByRole("link", { name: uiText(locale, "Account") }).click();
    await expectToStayAt(page, `/${locale}/manage/account`);
    const emailLanguage = page.getByLabel(uiText(locale, "Language Vetline writes to you in"));
    await expect(emailLanguage).toHaveValue("en");
    const offer = page.getByRole("button", { name: new RegExp(`^${uiText(locale, "Send my emails in {pageLanguage}", { pageLanguage: ".+" })}$`) });
    await offer.click();
    await expect(offer).toHaveCount(0);
    await expect(emailLanguage).toHaveValue(locale);
    // Saving the language of emails leaves the page in the language it is read in.
    await expect(page).toHaveURL(new RegExp(`/${locale}/manage/account$`));
  });
}
