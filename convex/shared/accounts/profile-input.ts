import { z } from "zod";
import { isIanaTimeZone } from "../time-zone";
import { currentPasswordField, emailField, newPasswordField } from "./credential-rules";

// Shared by the account forms (src/) and convex/model/accounts: no Convex imports here.
// Issue messages are the server's refusal codes, so one message per code serves both sides.

export const NAME_MAX_LENGTH = 100;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,24}$/;

/** Chosen from a list; the server checks it against the supported languages (convex/tables/accounts.ts). */
export const localeField = z.string();
export const timeZoneField = z.string().refine(isIanaTimeZone, { error: "INVALID_TIME_ZONE" });
export const nameField = z.string().trim().min(1, { error: "INVALID_NAME" }).max(NAME_MAX_LENGTH, { error: "INVALID_NAME" });

/** The profile form as the server checks it (convex/model/accounts/profile.ts): an empty phone removes it. */
export const profileUpdateSchema = z.object({
  name: nameField,
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), { error: "INVALID_PHONE" })
    .transform((phone) => (phone === "" ? null : phone)),
  locale: localeField,
  timeZone: timeZoneField,
});

export const emailChangeSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });

export const passwordChangeSchema = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });
