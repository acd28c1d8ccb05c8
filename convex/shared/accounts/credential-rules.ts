import { z } from "zod";

// The rules for an email address and a new password, checked alike by the forms (before sending, at the field)
// and by the server (convex/model/accounts), which has the last word: it also refuses common passwords.

export const EMAIL_MAX_LENGTH = 254;
/** OWASP ASVS 5.0: at least 8 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** What the UI suggests; not enforced. */
export const PASSWORD_SUGGESTED_LENGTH = 15;
/** The emailed password-reset code: this many digits, which the reader may type with spaces. */
export const RESET_CODE_DIGITS = 8;

const emailAddress = z.email().max(EMAIL_MAX_LENGTH);

/** A mailbox address: a name, @, and a domain with a dot ("lucia@example" is not one). */
export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text).success;
}

/** Length counts Unicode characters, not UTF-16 units, so every script gets the same allowance. */
export function passwordLength(password: string): number {
  return [...password].length;
}

const required = { error: "REQUIRED" } as const;

export const emailField = z.string().trim().min(1, required).refine(isEmailAddress, { error: "INVALID_EMAIL" });

/** A reset code as typed, spaces dropped: all its digits, else RESET_CODE_FORMAT (the form says how long it is). */
export const resetCodeField = z
  .string()
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().min(1, required).regex(new RegExp(`^[0-9]{${RESET_CODE_DIGITS}}$`), { error: "RESET_CODE_FORMAT" }));

/** A password the account already has: only its presence is checked here. */
export const currentPasswordField = z.string().min(1, required);

export const newPasswordField = z
  .string()
  .min(1, required)
  .refine((password) => password === "" || passwordLength(password) >= PASSWORD_MIN_LENGTH, { error: "PASSWORD_TOO_SHORT" })
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, { error: "PASSWORD_TOO_LONG" });
