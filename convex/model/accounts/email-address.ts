import { isEmailAddress } from "../../shared/accounts/credential-rules";
import { accountError } from "./errors";

/** Emails are compared and stored trimmed and lowercased: one account per mailbox, whatever the typing. */
export function normalizeEmail(raw: unknown): string {
  if (typeof raw !== "string") throw accountError("INVALID_EMAIL");
  const email = raw.trim().toLowerCase();
  if (!isEmailAddress(email)) throw accountError("INVALID_EMAIL");
  return email;
}
