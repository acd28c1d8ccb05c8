import { z } from "zod";
import { accountError } from "./errors";

const MAX_EMAIL_LENGTH = 254;
const emailSchema = z.email().max(MAX_EMAIL_LENGTH);

/** Emails are compared and stored trimmed and lowercased: one account per mailbox, whatever the typing. */
export function normalizeEmail(raw: unknown): string {
  if (typeof raw !== "string") throw accountError("INVALID_EMAIL");
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw accountError("INVALID_EMAIL");
  return email;
}
