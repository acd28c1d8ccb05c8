import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestResetCode } from "./support/outbox";
import { horizontalOverflow } from "./support/page-checks";
import { uiText } from "./support/ui-text";

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function fillSignIn(scope: Page | ReturnType<Page["getByRole"]>, email: string, password: string) {
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Password", { exact: true }).fill(password);
  await scope.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
}

test("an owner signs up, signs out, signs in, resets the password with the emailed code", async ({ page, navigate }) => {
  // Six password hashings (sign-up, three sign-ins, reset) on purpose-slow scrypt: allow for a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail("owner");
  const password = "blue kettle on a windy hill";
  const newPassword = "seven quiet otters swimming";

  await navigate("/$locale/auth/signup", { locale: "en" });
  await page.getByLabel("Name").fill("Olivia Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/bookings$/);

  await signOut(page);
  await navigate("/$locale/auth/signin", { locale: "en" });
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/en\/bookings$/);
  await signOut(page);

  await navigate("/$locale/auth/reset-password/", { locale: "en" });
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await page.getByLabel("Code from the email").fill(await latestResetCode(email));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/en\/auth\/reset-password\/success$/);
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();

  await signOut(page);
  // The address alone, signed out, claims nothing: it is the reset form.
  await navigate("/$locale/auth/reset-password/success", { locale: "en" });
  await expect(page).toHaveURL(/\/en\/auth\/reset-password\/?$/);
  await expect(page.getByRole("button", { name: "Send me a code" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toHaveCount(0);
  await navigate("/$locale/auth/signin", { locale: "en" });
  await fillSignIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  await fillSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/en\/bookings$/);
});

test("a vet signs up with a licence and lands on the vet overview", async ({ page, navigate }) => {
  await navigate("/$locale/auth/signup", { locale: "en" });
  await page.getByLabel("a veterinarian").check();
  await page.getByLabel("Name").fill("Dr. Vera Vet");
  await page.getByLabel("Email").fill(uniqueEmail("vet"));
  await page.getByLabel("Password", { exact: true }).fill("stethoscope under the moon");
  await page.getByLabel("Veterinary licence number").fill("TK-4471");
  await page.getByLabel("Licence issued in").selectOption("DE");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/vet\/overview$/);
});

test("an empty sign-up (es, phone) marks every missing field at once, each at its field, focus on the first", async ({
  page,
  navigate,
}) => {
  const es = (text: string) => uiText("es", text);
  await page.setViewportSize({ width: 390, height: 844 });
  await navigate("/$locale/auth/signup", { locale: "es" });
  await page.getByLabel(es("a veterinarian")).check();
  await page.getByRole("button", { name: es("Create account") }).click();

  const name = page.getByLabel(es("Name"), { exact: true });
  const email = page.getByLabel(es("Email"), { exact: true });
  const password = page.getByLabel(es("Password"), { exact: true });
  const licence = page.getByLabel(es("Veterinary licence number"));
  const country = page.getByLabel(es("Licence issued in"));
  for (const field of [name, email, password, licence, country]) await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(page.getByText(es("Enter your name (up to 100 characters)."))).toBeVisible();
  await expect(page.getByText(es("This field is required."))).toHaveCount(2);
  await expect(page.getByText(es("Enter your veterinary licence number."))).toBeVisible();
  await expect(page.getByText(es("Choose the country that issued your licence."))).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: es("Enter a valid email address.") })).toHaveCount(0);

  await name.fill("Lucía Vet");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("no-es-un-correo");
  await page.getByRole("button", { name: es("Create account") }).click();
  await expect(email).toBeFocused();
  await expect(page.getByText(es("Enter a valid email address."))).toBeVisible();
  await expect(page).toHaveURL(/\/es\/auth\/signup$/);
});

test("sign-in opened inside the app is a dialog over the page; loaded directly it is a page", async ({ page, navigate }) => {
  const account = await createAccount({ role: "owner" });
  await navigate("/$locale/veterinarians/", { locale: "en" });
  const pageHeading = page.getByRole("heading", { level: 1 });
  const directoryTitle = await pageHeading.textContent();

  const headerSignIn = page.getByRole("banner").getByRole("link", { name: "Sign in" });
  await headerSignIn.click();
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/veterinarians$/);

  await headerSignIn.click();
  await fillSignIn(page.getByRole("dialog", { name: "Sign in" }), account.email, account.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/veterinarians$/);
  await expect(pageHeading).toHaveText(directoryTitle ?? "");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.goto("/en/@authauth/signin");
  await signOut(page);
  await page.goto("/en/@authauth/signin");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a signed-out visit to the bookings page comes back to it after sign-in", async ({ page, navigate }) => {
  const account = await createAccount({ role: "owner" });
  await navigate("/$locale/bookings/", { locale: "en" });
  await expect(page).toHaveURL(/\/en\/auth\/signin\?redirect=/);
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/en\/bookings$/);
});

test("an owner on a vet page sees that it is not for their account", async ({ page, navigate, login }) => {
  await login({ role: "owner" });
  await navigate("/$locale/vet/schedule", { locale: "en" });
  await expect(page.getByRole("heading", { name: "This page is not for your account" })).toBeVisible();
});

test("deleting the account signs the user out and the old password stops working", async ({ page, navigate, login }) => {
  const account = await login({ role: "owner" });
  await navigate("/$locale/manage/account", { locale: "en" });
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill("not the password at all");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your current password is not right.");
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText("Your account and your personal data have been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await navigate("/$locale/auth/signin", { locale: "en" });
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
});

test("account page in Spanish on a phone: each problem at its field, which takes focus, including the server's refusal", async ({
  page,
  navigate,
  login,
}) => {
  const es = (text: string) => uiText("es", text);
  await page.setViewportSize({ width: 390, height: 844 });
  // A long address (as people with "+" tags have) wraps inside its card instead of pushing the page sideways.
  await login({ role: "owner", locale: "es", emailLocalPart: "lucia.tester+1795553310869" });
  await navigate("/$locale/manage/account", { locale: "es" });
  await expect(page.getByText(/lucia\.tester\+1795553310869/)).toBeVisible();
  expect(await horizontalOverflow(page), "the account page scrolls sideways at 390 px").toBe(0);

  const name = page.getByRole("textbox", { name: es("Name"), exact: true });
  await name.fill("");
  await page.getByRole("button", { name: es("Save profile") }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(es("Enter your name (up to 100 characters)."));
  // The error is read where the field is, not under the button far below it.
  const nameBox = await name.boundingBox();
  const errorBox = await page.getByText(es("Enter your name (up to 100 characters).")).first().boundingBox();
  expect(Math.abs((errorBox?.y ?? 1e4) - (nameBox?.y ?? 0))).toBeLessThan(120);
  await name.fill("Lucía");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");

  // The server checks the password: its refusal lands at "Current password", marked and focused.
  const emailForm = page.locator("form").filter({ has: page.getByLabel(es("New email address")) });
  await emailForm.getByLabel(es("New email address")).fill(uniqueEmail("lucia"));
  const currentPassword = emailForm.getByLabel(es("Current password"), { exact: true });
  await currentPassword.fill("not the password at all");
  await emailForm.getByRole("button", { name: es("Change email") }).click();
  await expect(currentPassword).toBeFocused();
  await expect(currentPassword).toHaveAttribute("aria-invalid", "true");
  await expect(currentPassword).toHaveAccessibleDescription(es("Your current password is not right."));
  await expect(page.getByText("Please fill out this field.")).toHaveCount(0);

  // An empty form never gets the browser's English bubble: the app's own words, at the fields.
  const passwordForm = page.locator("form").filter({ has: page.getByRole("button", { name: es("Change password") }) });
  await passwordForm.getByRole("button", { name: es("Change password") }).click();
  const passwordNow = passwordForm.getByLabel(es("Current password"), { exact: true });
  await expect(passwordNow).toBeFocused();
  await expect(passwordNow).toHaveAccessibleDescription(es("This field is required."));
  expect(await passwordNow.evaluate((input) => (input as HTMLInputElement).validationMessage === "" || input.closest("form")!.noValidate)).toBe(true);
});

test("signing up and in, in German on a phone: every refusal at its field, the server's too, focus on it", async ({
  page,
  navigate,
}) => {
  const de = (text: string) => uiText("de", text);
  const taken = await createAccount({ role: "owner" });
  await page.setViewportSize({ width: 390, height: 844 });
  await navigate("/$locale/auth/signup", { locale: "de" });
  const name = page.getByLabel(de("Name"), { exact: true });
  const email = page.getByLabel(de("Email"), { exact: true });
  const password = page.getByLabel(de("Password"), { exact: true });
  const createAccountButton = page.getByRole("button", { name: de("Create account") });
  const refusal = page.locator(".form-refusal");

  // An address without a domain ending and a short password: the form's own check, by the server's rules. The
  // password's length hint gives way to the refusal, so it is not said twice.
  await name.fill("Lena Halterin");
  await email.fill("lena@beispiel");
  await password.fill("kurz");
  await createAccountButton.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(de("Enter a valid email address."));
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(de("Use at least 8 characters. A longer passphrase is stronger."));

  // Only the server knows its list of common passwords: its refusal stays at the unchanged password through a
  // check that finds another problem (a vet's missing licence), and the licence's marks go with the vet role.
  await email.fill(uniqueEmail("lena"));
  await password.fill("password123");
  await createAccountButton.click();
  await expect(password).toBeFocused();
  const tooCommon = de("This password is one of the most common ones. Choose something less predictable.");
  await expect(password).toHaveAccessibleDescription(tooCommon);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(de("a veterinarian")).check();
  await createAccountButton.click();
  await expect(page.getByLabel(de("Veterinary licence number"))).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(tooCommon);
  await page.getByLabel(de("a pet owner")).check();
  await password.fill("drei Katzen auf dem Dach");
  await expect(refusal).toHaveCount(0);

  // Who already has an account: said at the email, with the ways on from there; once the address is changed the
  // note beside the button goes too.
  await email.fill(taken.email);
  await createAccountButton.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(de("An account with this email already exists. Sign in or reset your password."));
  await expect(refusal).toBeVisible();
  await email.fill(uniqueEmail("lena"));
  await expect(refusal).toHaveCount(0);
  await email.fill(taken.email);
  await createAccountButton.click();
  await expect(page).toHaveURL(/\/de\/auth\/signup$/);
  expect(await horizontalOverflow(page), "the sign-up page scrolls sideways at 390 px").toBe(0);

  // On to sign-in by the link at the email, which carries the address: an empty password is marked; a wrong one is
  // a refusal of the pair, beside the button.
  await page.getByRole("link", { name: de("Sign in with this address") }).click();
  await expect(page).toHaveURL(/\/de\/auth\/signin$/);
  const signInButton = page.getByRole("main").getByRole("button", { name: de("Sign in") });
  const signInEmail = page.getByLabel(de("Email"), { exact: true });
  const signInPassword = page.getByLabel(de("Password"), { exact: true });
  await expect(signInEmail).toHaveValue(taken.email);
  await signInButton.click();
  await expect(signInPassword).toBeFocused();
  await expect(signInPassword).toHaveAccessibleDescription(de("This field is required."));
  await signInPassword.fill("nicht das Passwort");
  await signInButton.click();
  await expect(page.getByRole("alert").filter({ hasText: de("The email or password is not right.") })).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(signInEmail).not.toHaveAttribute("aria-invalid", "true");
  await signInPassword.fill(taken.password);
  await signInButton.click();
  await expect(page).toHaveURL(/\/de\/bookings$/);
});

test("a wrong reset code is pointed out at the code field, in French", async ({ page, navigate }) => {
  const fr = (text: string) => uiText("fr", text);
  const account = await createAccount({ role: "owner" });
  await navigate("/$locale/auth/reset-password/", { locale: "fr" });
  const email = page.getByLabel(fr("Email"), { exact: true });
  await email.fill("pas-une-adresse");
  await page.getByRole("button", { name: fr("Send me a code") }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(fr("Enter a valid email address."));
  await email.fill(account.email);
  await page.getByRole("button", { name: fr("Send me a code") }).click();

  const code = page.getByLabel(fr("Code from the email"));
  await code.fill("1234");
  await page.getByLabel(fr("New password"), { exact: true }).fill("sept loutres tranquilles");
  await page.getByRole("button", { name: fr("Set new password") }).click();
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(fr("The code in the email has {RESET_CODE_DIGITS} digits. Type all of them.").replace("{RESET_CODE_DIGITS}", "8"));
  await code.fill("0000 0000");
  await page.getByRole("button", { name: fr("Set new password") }).click();
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(fr("This code is wrong or has expired. Ask for a new one."));
  await code.fill(await latestResetCode(account.email));
  await page.getByRole("button", { name: fr("Set new password") }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/reset-password\/success$/);
});


test("a fourth reset code within the hour is refused at the email, in Spanish on a phone, not left to wait for", async ({
  page,
  navigate,
}) => {
  const es = (text: string) => uiText("es", text);
  await page.setViewportSize({ width: 390, height: 844 });
  await navigate("/$locale/auth/reset-password/", { locale: "es" });
  const email = page.getByLabel(es("Email"), { exact: true });
  const address = uniqueEmail("nadie");
  for (let request = 1; request <= 3; request++) {
    await email.fill(address);
    await page.getByRole("button", { name: es("Send me a code") }).click();
    await page.getByRole("button", { name: es("Use another email or send a new code") }).click();
  }
  await expect(email).toHaveValue(address);
  await page.getByRole("button", { name: es("Send me a code") }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(
    es("Codes for this address were asked for 3 times in the last hour. Use the newest one that arrived (check your spam folder), or ask again in an hour."),
  );
  // The codes already sent still work: the page leads on to where one is typed.
  await page.getByRole("button", { name: es("Enter a code I received") }).click();
  await expect(page.getByLabel(es("Code from the email"))).toBeVisible();
});
